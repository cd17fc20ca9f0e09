import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, departments } from '../../db/schema';

/** A school's department, with one of its courses (null: a department without any). */
export interface SchoolPlace {
  schoolId: number;
  departmentId: number;
  departmentName: string;
  courseId: number | null;
  courseName: string | null;
}

/** The schools' departments and their courses, a row per course (planned, mapped, exported). */
export function schoolPlaces(db: Db, schoolIds: number[]): Promise<SchoolPlace[]> {
  return db
    .select({
      schoolId: departments.schoolId,
      departmentId: departments.id,
      departmentName: departments.name,
      courseId: courses.id,
      courseName: courses.name,
    })
    .from(departments)
    .leftJoin(courses, eq(courses.departmentId, departments.id))
    .where(inArray(departments.schoolId, schoolIds))
    .orderBy(asc(departments.id), asc(courses.id));
}
