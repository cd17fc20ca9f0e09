CREATE TABLE "announce_list_members" (
	"list_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "announce_list_members_list_id_user_id_pk" PRIMARY KEY("list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announce_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announce_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_user_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"author_address" text NOT NULL,
	"from_name" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announce_recipients" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"to_name" text NOT NULL,
	"to_address" text NOT NULL,
	"batch" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"message_id" text,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announce_recipients_state_ck" CHECK ("announce_recipients"."state" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "announce_senders" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announce_list_members" ADD CONSTRAINT "announce_list_members_list_id_announce_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."announce_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_list_members" ADD CONSTRAINT "announce_list_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_lists" ADD CONSTRAINT "announce_lists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_lists" ADD CONSTRAINT "announce_lists_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_mails" ADD CONSTRAINT "announce_mails_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_mails" ADD CONSTRAINT "announce_mails_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_recipients" ADD CONSTRAINT "announce_recipients_mail_id_announce_mails_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."announce_mails"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_recipients" ADD CONSTRAINT "announce_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announce_senders" ADD CONSTRAINT "announce_senders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "announce_lists_owner_name_uq" ON "announce_lists" USING btree ("owner_user_id","name");--> statement-breakpoint
CREATE INDEX "announce_mails_school_created_idx" ON "announce_mails" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "announce_recipients_mail_user_uq" ON "announce_recipients" USING btree ("mail_id","user_id");--> statement-breakpoint
CREATE INDEX "announce_recipients_batch_idx" ON "announce_recipients" USING btree ("mail_id","batch");--> statement-breakpoint
CREATE INDEX "announce_senders_school_idx" ON "announce_senders" USING btree ("school_id");
