DROP INDEX "notice_deliveries_user_idx";--> statement-breakpoint
DROP INDEX "notice_deliveries_user_unread_idx";--> statement-breakpoint
-- Hand-edited after drizzle-kit generate: existing deliveries take their notice's start date.
ALTER TABLE "notice_deliveries" ADD COLUMN "start_date" date;--> statement-breakpoint
UPDATE "notice_deliveries" SET "start_date" = "notices"."start_date" FROM "notices" WHERE "notices"."id" = "notice_deliveries"."notice_id";--> statement-breakpoint
ALTER TABLE "notice_deliveries" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "notice_deliveries_user_start_idx" ON "notice_deliveries" USING btree ("user_id","start_date","notice_id","read_at");--> statement-breakpoint
CREATE INDEX "notice_deliveries_user_start_unread_idx" ON "notice_deliveries" USING btree ("user_id","start_date","notice_id","read_at") WHERE "notice_deliveries"."read_at" is null;