ALTER TABLE "roster_imports" ADD COLUMN "absent_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD COLUMN "ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD COLUMN "undo_of" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_imports_undo_of_uq" ON "roster_imports" USING btree ("undo_of");