import {
  billingCodes,
  literacyResults,
  noticeStatuses,
  roleTypes,
  schoolYearChoices,
  studentCourses,
  studentStatusTypeCodes,
  userStatusTypes,
  userTypes,
} from './enum-values';
import { messages } from './messages';
import { z } from './zod';

/**
 * One of `values`, as a select's rule (spec 001 §5, §8): none chosen is required, a value not
 * listed is choice_invalid, both catalogue messages (zod's own wording would be English).
 */
export const choiceOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? messages.required : messages.choice_invalid),
  });

/** Exactly one of `values`: a union of their literals, as a tuple of the values' own types. */
const literalOf = <const T extends readonly [number, ...number[]]>(values: T) =>
  z.union(
    values.map((value) => z.literal(value)) as { -readonly [K in keyof T]: z.ZodLiteral<T[K]> },
  );

export const UserType = choiceOf(userTypes);
export type UserType = z.infer<typeof UserType>;

export const RoleType = choiceOf(roleTypes);
export type RoleType = z.infer<typeof RoleType>;

export const UserStatusType = choiceOf(userStatusTypes);
export type UserStatusType = z.infer<typeof UserStatusType>;

export const NoticeStatus = z.enum(noticeStatuses);
export type NoticeStatus = z.infer<typeof NoticeStatus>;

export const LiteracyResult = z.enum(literacyResults);
export type LiteracyResult = z.infer<typeof LiteracyResult>;

/** School year 1–4; -1 means the student has no school year. */
export const SchoolYear = literalOf(schoolYearChoices);
export type SchoolYear = z.infer<typeof SchoolYear>;
export const NO_SCHOOL_YEAR = -1;

/** Billing code: 1 school, 2 individual, 3 none (no billing name). */
export const BillingCode = choiceOf(billingCodes);
export type BillingCode = z.infer<typeof BillingCode>;

/** Student course: 01 regular, 02 research, 03 auditor, 99 other. */
export const StudentCourse = choiceOf(studentCourses);
export type StudentCourse = z.infer<typeof StudentCourse>;

/** Student status: 0 enrolled, 1 leave, 2 withdrawal, 3 dismissal, 4 transfer, 5 graduate, H postponed graduation. */
export const StudentStatusTypeCode = choiceOf(studentStatusTypeCodes);
export type StudentStatusTypeCode = z.infer<typeof StudentStatusTypeCode>;
