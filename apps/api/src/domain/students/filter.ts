import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { schoolYearChoices, type StudentFilter } from '@tayori/contract';
import type { Db } from '../../db/client';
import { courses, departments, students } from '../../db/schema';
import { preparedSelect } from '../../platform/data/prepared';

/**
 * The choices of spec 001 §2's student filter after the school: the admission years its students
 * have, its departments and their courses (by name), and the school years. Student search,
 * notification groups and announce destinations use the same filter. The caller resolves the
 * school with school-reach.ts findReachableSchool first.
 */

const admissionYearsQuery = preparedSelect('student_filter_admission_years', (db) =>
  db
    .selectDistinct({ year: students.admissionYear })
    .from(students)
    .where(
      and(eq(students.schoolId, sql.placeholder('schoolId')), isNotNull(students.admissionYear)),
    )
    .orderBy(desc(students.admissionYear)),
);

const departmentsQuery = preparedSelect('student_filter_departments', (db) =>
  db
    .select({ departmentName: departments.name, courseName: courses.name })
    .from(departments)
    .leftJoin(courses, eq(courses.departmentId, departments.id))
    .where(eq(departments.schoolId, sql.placeholder('schoolId')))
    .orderBy(sql`${departments.name} collate "C"`, asc(courses.name)),
);

export async function findStudentFilter(db: Db, schoolId: number): Promise<StudentFilter> {
  const [years, rows] = await Promise.all([
    admissionYearsQuery(db).execute({ schoolId }),
    departmentsQuery(db).execute({ schoolId }),
  ]);
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return {
    admissionYearList: years.flatMap((r) => (r.year === null ? [] : [r.year])),
    departmentNameList: [...new Set(rows.map((r) => r.departmentName))],
    schoolYearList: [...schoolYearChoices],
    courseNameList: [
      ...new Set(rows.flatMap((r) => (r.courseName === null ? [] : [r.courseName]))),
    ].sort(byName),
  };
}
