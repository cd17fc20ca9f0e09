import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StudentSearchConditions } from '@tayori/contract';
import type { Db } from '../../db/client';
import { courses, departments, students, users } from '../../db/schema';
import { nameFilters } from '../../domain/accounts/directory';
import { containsText, equalTo, type Filters, type KeyOrder } from '../../platform/data/paging';

/** The search's conditions, the school resolved to its id (spec 001 §2, §5, §7). */
export type StudentConditions = Omit<StudentSearchConditions, 'extendedSchoolCode'> & {
  schoolId: number;
};

/** The school's id as the department and course subqueries read it. */
const schoolId = sql.placeholder('schoolId');

/**
 * The students of one school the conditions find. Department and course are matched by name
 * within the school (subqueries on the students' ids), so the count needs no join for them.
 */
export const studentFilters: Filters<StudentConditions> = {
  schoolId: equalTo(students.schoolId),
  userStatusType: equalTo(users.status),
  departmentName: {
    where: (name, db) =>
      inArray(
        students.departmentId,
        db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.schoolId, schoolId), eq(departments.name, name))),
      ),
  },
  courseName: {
    where: (name, db) =>
      inArray(
        students.courseId,
        db
          .select({ id: courses.id })
          .from(courses)
          .innerJoin(departments, eq(departments.id, courses.departmentId))
          .where(and(eq(departments.schoolId, schoolId), eq(courses.name, name))),
      ),
  },
  studentCourse: equalTo(students.studentCourse),
  studentStatusTypeCode: equalTo(students.studentStatusTypeCode),
  studentNumber: containsText(students.studentNumber),
  schoolYear: equalTo(students.schoolYear),
  admissionYear: equalTo(students.admissionYear),
  ...nameFilters,
};

/** The conditions on the account (users), not on the student row. */
const onUsers = [
  'userStatusType',
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
] as const;

/** Whether a condition given is on the account. */
export const needsUsers = (given: ReadonlySet<keyof StudentConditions>): boolean =>
  onUsers.some((c) => given.has(c));

/**
 * Students by student number (byte order, as the directory), then id: a stable page order, the
 * order of students_school_order_idx.
 */
export const studentOrder: KeyOrder = { key: students.studentNumber, id: students.userId };

/** How many students match: the users joined only when a condition is theirs. */
export function countStudents(db: Db, where: SQL | undefined, withUsers: boolean) {
  const from = db.select({ total: count() }).from(students).$dynamic();
  return (withUsers ? from.innerJoin(users, eq(users.id, students.userId)) : from).where(where);
}
