import { eq, inArray } from 'drizzle-orm';
import {
  messages,
  schoolYearLabel,
  studentCourseLabels,
  studentStatusLabels,
  type StudentCourse,
  type StudentStatusTypeCode,
} from '@tayori/contract';
import { courses, departments, students, users } from '../../db/schema';
import { lostZeroProblem, studentOfZeroLessNumber } from './excel-zeros';
import { schoolPlaces } from './school-places';
import { selectStudentRows } from '../../domain/students/rows';
import {
  leavingRow,
  plannedChange,
  plannedColumns,
  rejected,
  type PlannedRow,
  type Planner,
} from './plan';
import { readInChunks, signInKey } from './look-ups';

const { columns, header } = plannedColumns('students');

/** How the preview writes the coded fields: with their labels, as the student screens do. */
const shownAs: Record<string, (value: string) => string> = {
  schoolYear: (v) => schoolYearLabel(Number(v)),
  studentCourse: (v) => `${v} ${studentCourseLabels[v as StudentCourse] ?? ''}`.trim(),
  studentStatusTypeCode: (v) =>
    `${v} ${studentStatusLabels[v as StudentStatusTypeCode] ?? ''}`.trim(),
};

/** The fields a student row sets, as the preview compares and shows them. */
const compared = columns
  .filter((c) => c.key !== 'extendedSchoolCode' && c.key !== 'studentNumber')
  .map((c) => ({ ...c, shown: shownAs[c.key] }));

/**
 * Students (docs/roster-import.md): keyed by school + student number (any letter case, as the
 * identity check matches it). The sign-in ID must be free or already the student's own.
 */
export const planStudents: Planner = async (
  { db, school, markMissingAsLeaving, emptyValues },
  rows,
) => {
  const stored = await selectStudentRows(db, {
    userId: users.id,
    status: users.status,
    studentNumber: students.studentNumber,
    email: users.email,
    lastName: users.lastName,
    firstName: users.firstName,
    lastNameKana: users.lastNameKana,
    firstNameKana: users.firstNameKana,
    birthday: students.birthday,
    phoneNumber: students.phoneNumber,
    schoolYear: students.schoolYear,
    admissionYear: students.admissionYear,
    departmentName: departments.name,
    courseName: courses.name,
    studentCourse: students.studentCourse,
    studentStatusTypeCode: students.studentStatusTypeCode,
    studentTypeCode: students.studentTypeCode,
  }).where(eq(students.schoolId, school.id));
  const byNumber = new Map(stored.map((s) => [s.studentNumber.toUpperCase(), s]));
  const zeroLess = studentOfZeroLessNumber(stored);
  const places = await schoolPlaces(db, [school.id]);
  const emails = rows.map((r) => String(r.values.email));
  const owners = await readInChunks(emails, (chunk) =>
    db.select({ id: users.id, email: signInKey() }).from(users).where(inArray(signInKey(), chunk)),
  );
  const ownerOf = new Map(owners.map((f) => [f.email, f.id]));

  const seen = new Set<string>();
  const planned: PlannedRow[] = rows.map(({ line, values: read, cells }) => {
    const email = String(read.email);
    const existing =
      byNumber.get(String(read.studentNumber).toUpperCase()) ??
      zeroLess(String(read.studentNumber), email);
    // A number Excel took the zeros from is the stored one (excel-zeros.ts).
    const given = existing ? { ...read, studentNumber: existing.studentNumber } : read;
    const key = String(given.studentNumber);
    seen.add(key.toUpperCase());
    const phoneProblem = lostZeroProblem(
      cells.phoneNumber,
      given.phoneNumber,
      existing?.phoneNumber,
    );
    if (phoneProblem) return rejected(line, key, header('phoneNumber'), phoneProblem);
    const owner = ownerOf.get(email);
    if (owner && owner !== existing?.userId)
      return rejected(line, key, header('email'), messages.sign_in_id_in_use);
    if (existing?.status === 'DELETE')
      return rejected(line, key, null, messages.import_account_deleted);
    // A OneRoster file may give no 生年月日 (its demographics.csv); a new student needs one.
    if (!existing && !('birthday' in given))
      return rejected(line, key, header('birthday'), messages.oneroster_birthday_missing);
    // A new student takes each column the file leaves out as empty; a stored one keeps its value.
    const values = existing ? given : { ...emptyValues, ...given };
    const has = (k: string) => k in values;
    // 学科 and コース go together: with only one of the columns, the other is the stored one (a
    // course of another department is dropped with it, and the preview says so).
    const placed = has('departmentName') || has('courseName');
    const departmentName = has('departmentName')
      ? ((values.departmentName as string | null) ?? null)
      : (existing?.departmentName ?? null);
    const courseName = has('courseName')
      ? ((values.courseName as string | null) ?? null)
      : departmentName === existing?.departmentName
        ? (existing?.courseName ?? null)
        : null;
    // A department or course the school does not have yet is created by the apply; the preview
    // lists them (newPlaces). A course belongs to a department, so it cannot come alone.
    if (courseName && !departmentName)
      return rejected(line, key, header('courseName'), messages.import_course_without_department);
    const department = departmentName
      ? places.find((p) => p.departmentName === departmentName)
      : null;
    const course = courseName
      ? places.find((p) => p.departmentName === departmentName && p.courseName === courseName)
      : null;
    const after: Record<string, unknown> = {
      ...values,
      ...(placed ? { departmentName: departmentName ?? '', courseName: courseName ?? '' } : {}),
      ...(has('studentTypeCode')
        ? { studentTypeCode: (values.studentTypeCode as string | null) ?? '' }
        : {}),
    };
    const data = {
      ...after,
      userId: existing?.userId ?? null,
      ...(placed
        ? { departmentId: department?.departmentId ?? null, courseId: course?.courseId ?? null }
        : {}),
    };
    const before = existing && {
      ...existing,
      birthday: existing.birthday.replace(/-/g, ''),
      phoneNumber: existing.phoneNumber ?? '',
      departmentName: existing.departmentName ?? '',
      courseName: existing.courseName ?? '',
      studentTypeCode: existing.studentTypeCode ?? '',
    };
    return plannedChange({ line, key, data }, compared, before ?? null, after);
  });
  if (markMissingAsLeaving) {
    for (const s of stored) {
      if (s.status !== 'ACTIVE' || seen.has(s.studentNumber.toUpperCase())) continue;
      planned.push(leavingRow(s.studentNumber, s.userId));
    }
  }
  return planned;
};
