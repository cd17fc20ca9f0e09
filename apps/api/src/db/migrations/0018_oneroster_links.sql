CREATE TABLE "oneroster_links" (
	"entity" text NOT NULL,
	"sourced_id" text NOT NULL,
	"local_id" text NOT NULL,
	"master_id" text,
	CONSTRAINT "oneroster_links_entity_sourced_id_pk" PRIMARY KEY("entity","sourced_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "oneroster_links_local_uq" ON "oneroster_links" USING btree ("entity","local_id");