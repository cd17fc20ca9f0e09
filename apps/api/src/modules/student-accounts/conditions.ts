import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { StudentSearchConditions } from '@tayori/contract';
import type { Db } from '../../db/client';
import { courses, departments, students, users } from '../../db/schema';
import { allOf } from '../../platform/paging';
import { containsText } from '../../platform/paging/contains';

/** The search's conditions after the school (spec 001 §2, §5, §7). */
export type StudentConditions = Omit<StudentSearchConditions, 'extendedSchoolCode'>;

/** Whether a condition is on the account (users), not on the student row. */
export const needsUsers = (c: StudentConditions): boolean =>
  !!(c.userStatusType || c.lastName || c.firstName || c.lastNameKana || c.firstNameKana);

/**
 * The students of one school the conditions find. Department and course are matched by name
 * within the school (subqueries on the students' ids), so the count needs no join for them.
 */
export function studentConditions(db: Db, schoolId: number, c: StudentConditions) {
  return allOf(
    eq(students.schoolId, schoolId),
    c.userStatusType && eq(users.status, c.userStatusType),
    c.departmentName !== undefined &&
      inArray(
        students.departmentId,
        db
          .select({ id: departments.id })
          .from(departments)
          .where(and(eq(departments.schoolId, schoolId), eq(departments.name, c.departmentName))),
      ),
    c.courseName !== undefined &&
      inArray(
        students.courseId,
        db
          .select({ id: courses.id })
          .from(courses)
          .innerJoin(departments, eq(departments.id, courses.departmentId))
          .where(and(eq(departments.schoolId, schoolId), eq(courses.name, c.courseName))),
      ),
    c.studentCourse && eq(students.studentCourse, c.studentCourse),
    c.studentStatusTypeCode && eq(students.studentStatusTypeCode, c.studentStatusTypeCode),
    containsText(students.studentNumber, c.studentNumber),
    c.schoolYear !== undefined && eq(students.schoolYear, c.schoolYear),
    c.admissionYear !== undefined && eq(students.admissionYear, c.admissionYear),
    containsText(users.lastName, c.lastName),
    containsText(users.firstName, c.firstName),
    // Kana is full-width katakana by now (the contract's KanaField): it has no case.
    containsText(users.lastNameKana, c.lastNameKana, { caseless: true }),
    containsText(users.firstNameKana, c.firstNameKana, { caseless: true }),
  );
}

/**
 * Students by student number (byte order, as the directory), then id: a stable page order, the
 * order of students_school_order_idx.
 */
export const studentOrder = [sql`${students.studentNumber} collate "C"`, asc(students.userId)];

/** How many students match: the users joined only when a condition is theirs. */
export function countStudents(db: Db, where: SQL | undefined, withUsers: boolean) {
  const from = db.select({ total: count() }).from(students).$dynamic();
  return (withUsers ? from.innerJoin(users, eq(users.id, students.userId)) : from).where(where);
}
