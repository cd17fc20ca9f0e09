import { and, asc, eq, sql } from 'drizzle-orm';
import {
  schoolYearLabel,
  studentCourseLabels,
  studentStatusLabels,
  userStatusLabels,
  type SchoolYear,
  type StudentCourse,
  type StudentListRow,
  type StudentSearchConditions,
  type StudentSearchQuery,
  type StudentSearchResult,
  type StudentStatusTypeCode,
  type UserStatusType,
} from '@tayori/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courses, departments, schools, students, users } from '../../db/schema';
import type { Principal } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { allOf, findPage, pageTotal } from '../../platform/paging';
import { containsText } from '../../platform/paging/contains';
import { findReachableSchool } from '../../platform/school-reach';
import { mayExportStudents } from './policy';

/** The columns of a student row (search, CSV and detail). */
export const studentColumns = {
  uid: users.id,
  studentNumber: students.studentNumber,
  lastName: users.lastName,
  firstName: users.firstName,
  lastNameKana: users.lastNameKana,
  firstNameKana: users.firstNameKana,
  emailAddress: users.email,
  schoolName: schools.name,
  department: departments.name,
  course: courses.name,
  schoolYear: students.schoolYear,
  admissionYear: students.admissionYear,
  studentCourse: students.studentCourse,
  studentStatusTypeCode: students.studentStatusTypeCode,
  userStatusType: users.status,
};

/** A student row as selected with studentColumns. */
export interface StoredStudent {
  uid: string;
  studentNumber: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  emailAddress: string;
  schoolName: string;
  department: string | null;
  course: string | null;
  schoolYear: number;
  admissionYear: number | null;
  studentCourse: string;
  studentStatusTypeCode: string;
  userStatusType: UserStatusType;
}

/** A stored row with its codes' labels (spec 001 §3). */
export function labelled(r: StoredStudent): StudentListRow {
  // The columns hold the contract's codes (students.school_year 1–4 or -1; the code columns).
  const schoolYear = r.schoolYear as SchoolYear;
  const studentCourse = r.studentCourse as StudentCourse;
  const status = r.studentStatusTypeCode as StudentStatusTypeCode;
  return {
    ...r,
    schoolYear,
    schoolYearLabel: schoolYearLabel(schoolYear),
    studentCourse,
    studentCourseLabel: studentCourseLabels[studentCourse] ?? studentCourse,
    studentStatusTypeCode: status,
    studentStatusTypeLabel: studentStatusLabels[status] ?? status,
    userStatusTypeLabel: userStatusLabels[r.userStatusType],
  };
}

/** The rows of one school the conditions find (spec 001 §2, §5). */
export function studentConditions(
  schoolId: number,
  c: Omit<StudentSearchConditions, 'extendedSchoolCode'>,
) {
  return allOf(
    eq(students.schoolId, schoolId),
    c.userStatusType && eq(users.status, c.userStatusType),
    c.departmentName !== undefined && eq(departments.name, c.departmentName),
    c.courseName !== undefined && eq(courses.name, c.courseName),
    c.studentCourse && eq(students.studentCourse, c.studentCourse),
    c.studentStatusTypeCode && eq(students.studentStatusTypeCode, c.studentStatusTypeCode),
    containsText(students.studentNumber, c.studentNumber),
    c.schoolYear !== undefined && eq(students.schoolYear, c.schoolYear),
    c.admissionYear !== undefined && eq(students.admissionYear, c.admissionYear),
    containsText(users.lastName, c.lastName),
    containsText(users.firstName, c.firstName),
    containsText(users.lastNameKana, c.lastNameKana),
    containsText(users.firstNameKana, c.firstNameKana),
  );
}

/** Students by student number (byte order, as the directory), then id: a stable page order. */
export const studentOrder = [sql`${students.studentNumber} collate "C"`, asc(users.id)];

/** The school of the conditions if the caller reaches it; else 404 (spec 001 §6). */
export async function reachableSchoolId(db: Db, p: Principal, extendedSchoolCode: string) {
  const school = await findReachableSchool(db, p, extendedSchoolCode);
  if (!school) throw notFound();
  return school.id;
}

/** A select of student rows with their school, department and course. */
export const selectStudents = <T extends SelectedFields>(db: Db, extra: T) =>
  db
    .select({ ...studentColumns, ...extra })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .leftJoin(departments, eq(departments.id, students.departmentId))
    .leftJoin(courses, eq(courses.id, students.courseId));

/** GET /api/v1/students: one page and the hit count. */
export async function searchStudents(
  db: Db,
  p: Principal,
  query: StudentSearchQuery,
): Promise<StudentSearchResult> {
  const { page, limit, extendedSchoolCode, ...conditions } = query;
  const schoolId = await reachableSchoolId(db, p, extendedSchoolCode);
  const found = await findPage(db, { page, limit }, () =>
    selectStudents(db, { total: pageTotal() })
      .where(and(studentConditions(schoolId, conditions)))
      .orderBy(...studentOrder)
      .$dynamic(),
  );
  return {
    studentList: found.rows.map(labelled),
    studentsTotalCount: found.total,
    abilities: { exportCsv: mayExportStudents(p) },
  };
}
