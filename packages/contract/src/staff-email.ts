import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { staffOnly } from './roles';
import { emptyAsNull, ExtendedSchoolCode, KanaField, NameSearchField } from './fields';
import { messages } from './messages';
import { personNameColumns, schoolColumns } from './answer-fields';

/**
 * Staff e-mail address search (spec 001 §2, §5, §7): ACTIVE staff of the schools the caller
 * reaches, by school and name (docs/decisions/staff-email.md).
 */

/** The conditions, in the order of the screen; at least one is required (spec 001 §5). */
export const staffEmailConditions = [
  'extendedSchoolCode',
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
] as const;

/**
 * Spec 001 §7: every condition travels as null when empty. Names match any part of the name (a
 * search for 田 finds 山田 and 田中); kana is typed in any kana (made full-width katakana).
 */
export const StaffEmailAddressQuery = z
  .object({
    extendedSchoolCode: emptyAsNull(ExtendedSchoolCode),
    lastName: emptyAsNull(NameSearchField),
    firstName: emptyAsNull(NameSearchField),
    lastNameKana: emptyAsNull(KanaField),
    firstNameKana: emptyAsNull(KanaField),
  })
  .refine((q) => staffEmailConditions.some((key) => q[key] !== null && q[key] !== ''), {
    message: messages.search_condition_required,
  });
export type StaffEmailAddressQuery = z.infer<typeof StaffEmailAddressQuery>;

/** One staff member: names, kana and address (spec 001 §3 "a field list"). */
export const StaffEmailAddressRow = z.object({
  ...personNameColumns,
  emailAddress: z.string(),
});
export type StaffEmailAddressRow = z.infer<typeof StaffEmailAddressRow>;

/** One school's staff (spec 001 §3: schoolName and a field list). */
export const StaffEmailAddressGroup = z.object({
  ...schoolColumns,
  emailAddressList: z.array(StaffEmailAddressRow),
});
export type StaffEmailAddressGroup = z.infer<typeof StaffEmailAddressGroup>;

export const StaffEmailAddressResponse = z.object({
  /** Schools in their list order, staff by kana within each; at most `staffEmailResultMax` rows. */
  emailAddressInfoList: z.array(StaffEmailAddressGroup),
  /** Every match, also those beyond the rows answered (the screen then asks to narrow down). */
  emailAddressInfoTotalCount: z.number().int().min(0),
});
export type StaffEmailAddressResponse = z.infer<typeof StaffEmailAddressResponse>;

/**
 * The most rows one answer carries: a search is a lookup of a few people, and a group's staff of
 * one school fits; beyond it the screen says how many matched and asks for a narrower condition.
 */
export const staffEmailResultMax = 200;

export const staffEmailEndpoints = {
  staffEmailAddressSearch: defineEndpoint({
    ...apiRoutes.staffEmailAddressSearch,
    query: StaffEmailAddressQuery,
    response: StaffEmailAddressResponse,
    access: staffOnly,
    summary:
      "ACTIVE staff of the caller's reachable schools by school and name part, grouped per school.",
    // A school named in the query that the caller does not reach.
    errors: [404],
  }),
};
