DROP INDEX "students_school_number_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_number_uq" ON "students" USING btree ("school_id",upper("student_number"));