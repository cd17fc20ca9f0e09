import { nameMaxLengths } from '../../../shared/forms/fields/account-fields';
import { limits, StaffSearchQuery, type StaffSearchConditions } from '@tayori/contract';
import { searchConditions } from '../../../shared/search/url-conditions';

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
export const staffSearch = searchConditions({
  schema: StaffSearchQuery,
  fields: staffConditionKeys,
  pageSize: limits.listPageSize,
  atLeastOne: staffConditionKeys,
  maxLengths: {
    ...nameMaxLengths,
    emailAddress: limits.signInIdSearchMax,
    notes: limits.staffSearchNotesMax,
  },
});
