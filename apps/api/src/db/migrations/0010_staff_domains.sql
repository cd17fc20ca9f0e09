CREATE TABLE "domains" (
	"domain_id" integer PRIMARY KEY NOT NULL,
	"domain_name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "domains_name_uq" ON "domains" USING btree ("domain_name");