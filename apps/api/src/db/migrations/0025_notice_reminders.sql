CREATE TABLE "notice_reminder_deliveries" (
	"reminder_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone,
	CONSTRAINT "notice_reminder_deliveries_reminder_id_user_id_channel_pk" PRIMARY KEY("reminder_id","user_id","channel")
);
--> statement-breakpoint
CREATE TABLE "notice_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"notice_id" bigint NOT NULL,
	"channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_reminder_deliveries" ADD CONSTRAINT "notice_reminder_deliveries_reminder_id_notice_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."notice_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reminder_deliveries" ADD CONSTRAINT "notice_reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reminders" ADD CONSTRAINT "notice_reminders_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reminders" ADD CONSTRAINT "notice_reminders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_reminder_deliveries_user_idx" ON "notice_reminder_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notice_reminders_notice_idx" ON "notice_reminders" USING btree ("notice_id","created_at");