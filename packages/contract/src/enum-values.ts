/**
 * Values of the contract's enums as plain lists, for code that only compares with them: importing
 * one loads no zod (enums.ts builds the schemas from these). The database enums take their values
 * from here too (apps/api/src/db/schema), so a value is written once; the order is the database's.
 */

/** Spec 000 §3. */
export const userTypes = ['STUDENT', 'STAFF', 'TUTOR', 'OTHER'] as const;

/** Spec 000 §3 / §6: the roleType of a STAFF user. */
export const roleTypes = [
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'VISTA_VIEWER',
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
] as const;

/** Spec 001 §4: DELETE is read-only. */
export const userStatusTypes = ['ACTIVE', 'SUSPENDED', 'DELETE'] as const;

/** Spec 000 §4: computed by the server, never stored. */
export const noticeStatuses = ['PRE_RELEASE', 'IN_RELEASE', 'END_OF_RELEASE', 'DRAFT'] as const;

/** Spec 000 §3: the IT/DX literacy test result. */
export const literacyResults = ['PASSED', 'FAILURE', 'UNTESTED', 'ERROR'] as const;

/** Spec 001 §3: 1 school, 2 individual, 3 none (no billing name). */
export const billingCodes = ['1', '2', '3'] as const;

/** Spec 001 §3: 01 regular, 02 research, 03 auditor, 99 other. */
export const studentCourses = ['01', '02', '03', '99'] as const;

/**
 * Spec 001 §3: 0 enrolled, 1 leave, 2 withdrawal, 3 dismissal, 4 transfer, 5 graduate, H postponed
 * graduation.
 */
export const studentStatusTypeCodes = ['0', '1', '2', '3', '4', '5', 'H'] as const;

/** Spec 001 §3: school years 1 to 4 and -1 (no school year), in the order a selector lists them. */
export const schoolYearChoices = [1, 2, 3, 4, -1] as const;
