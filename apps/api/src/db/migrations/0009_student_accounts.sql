CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "billings" (
	"billing_id" integer PRIMARY KEY NOT NULL,
	"billing_code" text NOT NULL,
	"billing_name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD COLUMN "role_types" text[];--> statement-breakpoint
CREATE INDEX "users_last_name_trgm_idx" ON "users" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_kana_trgm_idx" ON "users" USING gin ("last_name_kana" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_kana_trgm_idx" ON "users" USING gin ("first_name_kana" gin_trgm_ops);