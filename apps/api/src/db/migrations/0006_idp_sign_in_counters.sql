CREATE TABLE "idp_sign_in_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"resets_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Counts and locks in force carry over: an account's by its user id, an unknown ID's by the same digest.
INSERT INTO "idp_sign_in_counters" ("key", "count", "resets_at", "updated_at")
SELECT 'account:' || "user_id", CASE WHEN "locked_until" > now() THEN 5 ELSE "failed_count" END,
  CASE WHEN "locked_until" > now() THEN "locked_until" END, now()
FROM "idp_credentials" WHERE "failed_count" > 0 OR "locked_until" > now();--> statement-breakpoint
INSERT INTO "idp_sign_in_counters" ("key", "count", "resets_at", "updated_at")
SELECT 'id:' || "login_key", CASE WHEN "locked_until" > now() THEN 5 ELSE "failed_count" END,
  CASE WHEN "locked_until" > now() THEN "locked_until" END, "updated_at"
FROM "idp_unknown_login_failures" WHERE "failed_count" > 0 OR "locked_until" > now();--> statement-breakpoint
DROP TABLE "idp_unknown_login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "idp_sign_in_counters_updated_idx" ON "idp_sign_in_counters" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "idp_credentials" DROP COLUMN "failed_count";--> statement-breakpoint
ALTER TABLE "idp_credentials" DROP COLUMN "locked_until";