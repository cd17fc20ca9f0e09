import {
  billingCodes,
  literacyResults,
  noticeStatuses,
  roleTypes,
  studentCourses,
  studentStatusTypeCodes,
  userStatusTypes,
  userTypes,
} from './enum-values';
import { z } from './zod';

export const UserType = z.enum(userTypes);
export type UserType = z.infer<typeof UserType>;

export const RoleType = z.enum(roleTypes);
export type RoleType = z.infer<typeof RoleType>;

export const UserStatusType = z.enum(userStatusTypes);
export type UserStatusType = z.infer<typeof UserStatusType>;

export const NoticeStatus = z.enum(noticeStatuses);
export type NoticeStatus = z.infer<typeof NoticeStatus>;

export const LiteracyResult = z.enum(literacyResults);
export type LiteracyResult = z.infer<typeof LiteracyResult>;

/** School year 1–4; -1 means the student has no school year. */
export const SchoolYear = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(-1),
]);
export type SchoolYear = z.infer<typeof SchoolYear>;
export const NO_SCHOOL_YEAR = -1;

/** Billing code: 1 school, 2 individual, 3 none (no billing name). */
export const BillingCode = z.enum(billingCodes);
export type BillingCode = z.infer<typeof BillingCode>;

/** Student course: 01 regular, 02 research, 03 auditor, 99 other. */
export const StudentCourse = z.enum(studentCourses);
export type StudentCourse = z.infer<typeof StudentCourse>;

/** Student status: 0 enrolled, 1 leave, 2 withdrawal, 3 dismissal, 4 transfer, 5 graduate, H postponed graduation. */
export const StudentStatusTypeCode = z.enum(studentStatusTypeCodes);
export type StudentStatusTypeCode = z.infer<typeof StudentStatusTypeCode>;
