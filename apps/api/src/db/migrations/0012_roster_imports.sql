CREATE TABLE "roster_import_rows" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"action" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"changes" jsonb,
	"applied" boolean DEFAULT false NOT NULL,
	CONSTRAINT "roster_import_rows_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "roster_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"school_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"encoding" text NOT NULL,
	"mark_missing_as_leaving" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"counts" jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" uuid,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "roster_import_rows" ADD CONSTRAINT "roster_import_rows_import_id_roster_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."roster_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_import_rows_pending_idx" ON "roster_import_rows" USING btree ("import_id","applied","position");--> statement-breakpoint
CREATE INDEX "roster_imports_created_idx" ON "roster_imports" USING btree ("created_at");