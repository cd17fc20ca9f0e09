import { eq } from 'drizzle-orm';
import {
  schoolYearLabel,
  studentCourseLabels,
  studentStatusLabels,
  userStatusLabels,
  type SchoolYear,
  type StudentCourse,
  type StudentListRow,
  type StudentSearchQuery,
  type StudentSearchResult,
  type StudentStatusTypeCode,
  type UserStatusType,
} from '@tayori/contract';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { courses, departments, schools, students, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { byKeyOrder, pagedSearch } from '../../platform/data/paging';
import { countStudents, needsUsers, studentFilters, studentOrder } from './conditions';
import { selectStudentRows } from '../../domain/students/rows';
import { requireReachableSchool } from '../../domain/schools/reach';
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
  studentTypeCode: students.studentTypeCode,
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
  studentTypeCode: string | null;
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

/** The school of the conditions if the caller reaches it; else 404 (spec 001 §6). */
export async function reachableSchoolId(db: Db, p: Principal, extendedSchoolCode: string) {
  const school = await requireReachableSchool(db, p, extendedSchoolCode);
  return school.id;
}

/** A select of student rows with their school, department and course. */
export const selectStudents = <T extends SelectedFields>(db: Db, extra: T) =>
  selectStudentRows(db, { ...studentColumns, ...extra }).innerJoin(
    schools,
    eq(schools.id, students.schoolId),
  );

/**
 * The count reads the students (and the users only when a condition is theirs); the page walks the
 * school's students in order (students_school_order_idx) and stops after `limit`, instead of
 * numbering every match (a window total sorted and joined 11,000 rows to show ten).
 */
const studentPage = pagedSearch(
  'student_search',
  studentFilters,
  (db, shape) =>
    selectStudents(db, {})
      .where(shape.where)
      .orderBy(...byKeyOrder(studentOrder))
      .$dynamic(),
  { count: (db, shape) => countStudents(db, shape.where, needsUsers(shape.given)).$dynamic() },
);

/** GET /api/v1/students: one page and the hit count. */
export async function searchStudents(
  db: Db,
  p: Principal,
  query: StudentSearchQuery,
): Promise<StudentSearchResult> {
  const { page, limit, extendedSchoolCode, ...conditions } = query;
  const schoolId = await reachableSchoolId(db, p, extendedSchoolCode);
  const found = await studentPage(db, { ...conditions, schoolId }, { page, limit });
  return {
    studentList: found.rows.map(labelled),
    studentsTotalCount: found.total,
    abilities: { exportCsv: mayExportStudents(p) },
  };
}
