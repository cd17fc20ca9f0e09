import { z } from '../zod';
import {
  BillingCode,
  SchoolYear,
  StudentCourse,
  StudentStatusTypeCode,
  UserStatusType,
} from '../enums';
import {
  AdmissionYearField,
  birthdayField,
  CourseYearField,
  emptyAsAbsent,
  ExtendedSchoolCode,
  nameSearchConditions,
  NotesField,
  OptionalPhoneNumberField,
  optionalText,
  personNameFields,
  SchoolYearField,
  Seq,
  StudentNumberSearchField,
  UserIdParam,
} from '../fields';
import { recordStampFields } from '../record-stamps';
import { personNameColumns } from '../answer-fields';
import { MailSuppression } from '../delivery';
import { tokyoDateOf } from '../dates';
import { limits } from '../limits';
import { messages } from '../messages';
import { pagedList, pagedSearchQuery } from '../paging';

/** Student accounts (spec 001 §2 "Student account search" / "detail", §3, §5, §7): wire shapes. */

/** `{id}` of the student paths: the student's user id (uid). */
export const StudentIdParams = z.object({ id: UserIdParam });

/**
 * Spec 001 §2, §5, §7: the student search. The school is required; names and kana match by part
 * (kana typed in hiragana or half-width is made full-width katakana first), the student number by
 * part whatever its letters' case (typed full-width, it is made half-width first).
 */
export const StudentSearchConditions = z.object({
  extendedSchoolCode: ExtendedSchoolCode,
  userStatusType: emptyAsAbsent(UserStatusType),
  departmentName: emptyAsAbsent(optionalText(limits.nameMax)),
  courseName: emptyAsAbsent(optionalText(limits.nameMax)),
  studentCourse: emptyAsAbsent(StudentCourse),
  studentStatusTypeCode: emptyAsAbsent(StudentStatusTypeCode),
  studentNumber: emptyAsAbsent(StudentNumberSearchField),
  schoolYear: emptyAsAbsent(SchoolYearField),
  admissionYear: emptyAsAbsent(AdmissionYearField),
  ...nameSearchConditions,
});
export type StudentSearchConditions = z.infer<typeof StudentSearchConditions>;

/** GET /api/v1/students: the conditions and a page (10 a page). */
export const StudentSearchQuery = pagedSearchQuery().extend(StudentSearchConditions.shape);
export type StudentSearchQuery = z.infer<typeof StudentSearchQuery>;

/** A row of the search's table (and of the CSV). */
export const StudentListRow = z.object({
  uid: z.string(),
  studentNumber: z.string(),
  ...personNameColumns,
  emailAddress: z.string(),
  schoolName: z.string(),
  department: z.string().nullable(),
  course: z.string().nullable(),
  schoolYear: SchoolYear,
  schoolYearLabel: z.string(),
  admissionYear: z.number().int().nullable(),
  studentCourse: StudentCourse,
  studentCourseLabel: z.string(),
  /** Spec 001 §3; null when the roster gave none. */
  studentTypeCode: z.string().nullable(),
  studentStatusTypeCode: StudentStatusTypeCode,
  studentStatusTypeLabel: z.string(),
  userStatusType: UserStatusType,
  userStatusTypeLabel: z.string(),
});
export type StudentListRow = z.infer<typeof StudentListRow>;

/** What the caller may do on the search screen: create the CSV (spec 001 §6). */
export const StudentSearchAbilities = z.object({ exportCsv: z.boolean() });

export const StudentSearchResult = pagedList(
  'studentList',
  'studentsTotalCount',
  StudentListRow,
).extend({ abilities: StudentSearchAbilities });
export type StudentSearchResult = z.infer<typeof StudentSearchResult>;

/** A billing a student may be billed to (users.billing_id → billings). */
export const BillingChoice = z.object({
  billingId: z.number().int(),
  billingCode: BillingCode,
  billingName: z.string(),
});
export type BillingChoice = z.infer<typeof BillingChoice>;

/**
 * Which of spec 001 §2's four variants of the detail the caller sees: `administrator`
 * (SYSTEM_ADMINISTRATOR, editable), `editor` (VISTA_EDITOR, read-only with notes and the test-user
 * flag), `school` (SCHOOL_*, read-only, no notes, the password section).
 */
export const StudentDetailVariant = z.enum(['administrator', 'editor', 'school']);
export type StudentDetailVariant = z.infer<typeof StudentDetailVariant>;

/**
 * What the caller may do with this student, from the server's policy; the screen shows what these
 * allow and derives no role rule. Each is true exactly when the call behind it would be allowed.
 */
export const StudentAbilities = z.object({
  /** PATCH /api/v1/students/{id}. */
  edit: z.boolean(),
  /** POST /api/v1/users/{uid}/temporary-password (ACTIVE accounts only). */
  issueTemporaryPassword: z.boolean(),
  /** The notes are in the answer (not for SCHOOL_*). */
  seeNotes: z.boolean(),
  /** The test-user flag is shown. */
  seeTestUserFlag: z.boolean(),
  /** The course year is shown. */
  seeCourseYear: z.boolean(),
});
export type StudentAbilities = z.infer<typeof StudentAbilities>;

/** Spec 001 §3: the student account with the labels of its codes. */
export const StudentDetail = StudentListRow.extend({
  extendedSchoolCode: z.string(),
  admissionYearLabel: z.string(),
  courseYear: z.number().int().nullable(),
  courseYearLabel: z.string(),
  billingCode: BillingCode.nullable(),
  billingCodeLabel: z.string(),
  billingId: z.number().int().nullable(),
  billingName: z.string().nullable(),
  /** YYYYMMDD. */
  birthday: z.string(),
  phoneNumber: z.string().nullable(),
  /** null when the caller may not see notes (abilities.seeNotes). */
  notes: z.string().nullable(),
  testUserFlag: z.boolean(),
  isCareful: z.boolean(),
  ...recordStampFields,
  /** Send it back with PATCH; a stale one answers 409 conflict. */
  seq: z.number().int(),
  variant: StudentDetailVariant,
  abilities: StudentAbilities,
  /** The statuses the caller may choose (DELETE only for SYSTEM_ADMINISTRATOR, VISTA_EDITOR). */
  userStatusChoices: z.array(UserStatusType),
  /** The billings the edit form offers (empty when the caller cannot edit). */
  billingList: z.array(BillingChoice),
  /**
   * Beyond the spec (docs/decisions/delivery.md): announcement mail to the student's address is
   * suppressed by bounces or a complaint, with why and since when (ISO 8601); null when it is not.
   */
  mailSuppression: MailSuppression.nullable(),
});
export type StudentDetail = z.infer<typeof StudentDetail>;

/**
 * Spec 001 §5 student edit, field by field. `today` is the server's clock (the birthday must be a
 * real date before it); the form passes the browser's.
 */
export const studentUpdateFieldsFor = (today: () => string) =>
  z.object({
    billingCode: BillingCode,
    /** Required unless billingCode is 3 (none); with 3 it is ignored and stored as none. */
    billingId: z.number().int().min(1).max(limits.dbIntMax).nullable(),
    /** YYYYMMDD (full-width digits and hyphens are normalised first). */
    birthday: birthdayField(today),
    ...personNameFields,
    /** 11 digits, or '' for none. */
    phoneNumber: OptionalPhoneNumberField,
    notes: NotesField,
    studentCourse: StudentCourse,
    userStatusType: UserStatusType,
    testUserFlag: z.boolean(),
    isCareful: z.boolean(),
    courseYear: CourseYearField,
    seq: Seq,
  });

/** Spec 001 §5: the billing name is required unless the billing code is 3 (none). */
export const billingNameRequired = (
  body: { billingCode: BillingCode; billingId: number | null },
  ctx: z.RefinementCtx,
) => {
  if (body.billingCode !== '3' && body.billingId === null) {
    ctx.addIssue({ code: 'custom', path: ['billingId'], message: messages.required });
  }
};

export const studentUpdateBodyFor = (today: () => string) =>
  studentUpdateFieldsFor(today).superRefine(billingNameRequired);

export const StudentUpdateBody = studentUpdateBodyFor(() => tokyoDateOf(new Date()));
export type StudentUpdateBody = z.infer<typeof StudentUpdateBody>;
