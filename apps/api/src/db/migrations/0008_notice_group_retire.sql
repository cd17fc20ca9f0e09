DROP INDEX "notice_groups_school_name_uq";--> statement-breakpoint
ALTER TABLE "notice_groups" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notice_groups_school_page_idx" ON "notice_groups" USING btree ("school_id","created_at","id") WHERE "notice_groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_groups_school_name_uq" ON "notice_groups" USING btree ("school_id","name") WHERE "notice_groups"."deleted_at" is null;