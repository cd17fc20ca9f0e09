import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courses, departments, students, users } from '../../db/schema';

/**
 * A select of students with their account (users: names, sign-in ID, status) and their place in
 * the school (department and course, either of which may be missing): the join every reader of
 * students starts from — the searches and CSV, the destination trees, a group's members, the roster
 * import's stored rows. `fields` may read any of the four tables; every row carries its `userId`.
 */
export const selectStudentRows = <T extends SelectedFields>(db: Db, fields: T) =>
  db
    .select({ userId: students.userId, ...fields })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .leftJoin(departments, eq(departments.id, students.departmentId))
    .leftJoin(courses, eq(courses.id, students.courseId));
