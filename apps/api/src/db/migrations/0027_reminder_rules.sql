CREATE TABLE "notice_reminder_rules" (
	"notice_id" bigint PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"urgent" boolean NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_reminders" ADD COLUMN "after_hours" integer;--> statement-breakpoint
ALTER TABLE "notice_reminders" ADD COLUMN "urgent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_reminders" ADD COLUMN "sending_job" text;--> statement-breakpoint
ALTER TABLE "notice_reminder_rules" ADD CONSTRAINT "notice_reminder_rules_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reminder_rules" ADD CONSTRAINT "notice_reminder_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;