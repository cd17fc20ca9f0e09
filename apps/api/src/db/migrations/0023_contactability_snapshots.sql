CREATE TABLE "contactability_snapshots" (
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"user_type" text NOT NULL,
	"total" integer NOT NULL,
	"portal_recent" integer NOT NULL,
	"mail_suppressed" integer NOT NULL,
	"phone_on_file" integer NOT NULL,
	"unreachable" integer NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contactability_snapshots_school_id_user_type_day_pk" PRIMARY KEY("school_id","user_type","day")
);
--> statement-breakpoint
ALTER TABLE "contactability_snapshots" ADD CONSTRAINT "contactability_snapshots_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;