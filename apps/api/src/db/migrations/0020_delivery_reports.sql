CREATE TABLE "announce_delivery_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text,
	"text" text,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"address" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"status" text,
	"text" text,
	"recipient_id" bigint,
	"since" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announce_recipients" DROP CONSTRAINT "announce_recipients_state_ck";--> statement-breakpoint
ALTER TABLE "announce_recipients" ADD COLUMN "return_token" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "announce_recipients" ADD COLUMN "queue_id" text;--> statement-breakpoint
ALTER TABLE "announce_recipients" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announce_recipients" ADD COLUMN "soft_bounces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "announce_delivery_events" ADD CONSTRAINT "announce_delivery_events_recipient_id_announce_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."announce_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_recipient_id_announce_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."announce_recipients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announce_delivery_events_recipient_idx" ON "announce_delivery_events" USING btree ("recipient_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "announce_recipients_return_token_uq" ON "announce_recipients" USING btree ("return_token");--> statement-breakpoint
ALTER TABLE "announce_recipients" ADD CONSTRAINT "announce_recipients_state_ck" CHECK ("announce_recipients"."state" in ('queued', 'sent', 'failed', 'bounced', 'skipped'));