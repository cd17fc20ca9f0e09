CREATE TABLE "idp_unknown_login_failures" (
	"login_key" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idp_unknown_login_failures_updated_idx" ON "idp_unknown_login_failures" USING btree ("updated_at");