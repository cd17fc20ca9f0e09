import { limits, StaffSearchQuery, type StaffSearchConditions } from '@tayori/contract';
import { accountSearchConditions } from '../../../accounts/account-search';
import type { FormSearch } from '../../../shared/search/search-form';

/** The staff search's conditions in the order of spec 001 §2's filter list. */
export const staffConditionKeys = [
  'userType',
  'roleType',
  'userStatusType',
  'extendedSchoolCode',
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'emailAddress',
  'domainName',
  'billingCode',
  'billingId',
  'notes',
] as const satisfies readonly (keyof StaffSearchConditions)[];

/**
 * /staff-account-search's conditions in the URL, from the contract's query: at least one (spec 001
 * §5), 10 a page (§9).
 */
export const staffSearch = accountSearchConditions(StaffSearchQuery, staffConditionKeys, {
  atLeastOne: staffConditionKeys,
  maxLengths: { notes: limits.staffSearchNotesMax },
});

export type StaffConditionKey = (typeof staffConditionKeys)[number];
export type StaffFormSearch = FormSearch<typeof StaffSearchQuery, StaffConditionKey>;
