import { z } from 'zod';
import {
  LiteracyResult,
  RoleType,
  StaffUserType,
  StudentCourse,
  StudentStatusTypeCode,
} from '@tayori/contract';

/**
 * What a kept plan row holds for the apply (roster_import_rows.data), by kind: parsed when a batch
 * is applied, so the writes get typed values and a row an older version kept in another shape
 * fails its import instead of writing half of it. A field absent from a row is a column the file
 * left out (docs/roster-import.md): it stays absent, and the stored value with it.
 */

const names = {
  email: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  lastNameKana: z.string(),
  firstNameKana: z.string(),
};

/** A OneRoster row's ids (apply-zip.ts records them): absent for a CSV's rows. */
const sourced = {
  rowKind: z.enum(['students', 'accounts']).optional(),
  sourcedId: z.string().nullable().optional(),
  masterId: z.string().nullable().optional(),
  orgSourcedId: z.string().optional(),
};

export const StoredStudentRow = z.object({
  ...names,
  ...sourced,
  userId: z.uuid().nullable(),
  studentNumber: z.string(),
  /** YYYYMMDD. */
  birthday: z.string().optional(),
  phoneNumber: z.string().nullable().optional(),
  schoolYear: z.number().int().optional(),
  admissionYear: z.number().int().nullable().optional(),
  studentCourse: StudentCourse.optional(),
  studentStatusTypeCode: StudentStatusTypeCode.optional(),
  studentTypeCode: z.string().nullable().optional(),
  departmentName: z.string().nullable().optional(),
  courseName: z.string().nullable().optional(),
});
export type StoredStudentRow = z.infer<typeof StoredStudentRow>;

export const StoredAccountRow = z.object({
  ...names,
  ...sourced,
  userId: z.uuid().nullable(),
  userType: StaffUserType,
  roleType: RoleType.nullable(),
  notes: z.string().nullable().optional(),
});
export type StoredAccountRow = z.infer<typeof StoredAccountRow>;

const counts = {
  userId: z.uuid(),
  attendance: z.coerce.number(),
  publicAbsence: z.coerce.number(),
  absence: z.coerce.number(),
  late: z.coerce.number(),
  leaveEarly: z.coerce.number(),
  sortOrder: z.coerce.number(),
  rate: z.coerce.number().nullable(),
};

export const StoredPeriodRow = z.object({ ...counts, periodName: z.string() });
export const StoredCourseRow = z.object({
  ...counts,
  semester: z.string(),
  courseName: z.string(),
});
export const StoredLiteracyRow = z.object({
  userId: z.uuid(),
  result: LiteracyResult,
  /** YYYY-MM-DD in Asia/Tokyo, or none. */
  testedAt: z.string().nullable().optional(),
});

export const StoredLeavingRow = z.object({ userId: z.uuid() });

/** A OneRoster account the apply only records the sourcedId of. */
export const StoredLinkRow = z.object({ ...sourced, email: z.string() });

const AccountStatus = z.enum(['ACTIVE', 'SUSPENDED']);
const yearFields = {
  schoolYear: z.number().int(),
  studentStatusTypeCode: z.string(),
  status: AccountStatus,
};

/** A student's fields a year update (or its undo) sets, and what they were. */
export const YearStep = z.object({
  userId: z.uuid(),
  ...yearFields,
  before: z.object(yearFields),
});
export type YearStep = z.infer<typeof YearStep>;
