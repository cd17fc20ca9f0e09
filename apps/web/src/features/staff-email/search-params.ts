import {
  staffEmailConditions,
  staffEmailResultMax,
  StaffEmailAddressQuery,
} from '@tayori/contract';
import { searchConditions } from '../../shared/search/url-conditions';
import { nameMaxLengths } from '../../shared/forms/fields/account-fields';
import type { FormSearch } from '../../shared/search/search-form';

/**
 * /staff-email-address-search's conditions in the URL, from the contract's query: school, names and
 * kana, at least one (spec 001 §5). One capped answer, no pages.
 */
export const staffEmailSearch = searchConditions({
  schema: StaffEmailAddressQuery,
  fields: staffEmailConditions,
  pageSize: staffEmailResultMax,
  atLeastOne: staffEmailConditions,
  maxLengths: nameMaxLengths,
});

export type StaffEmailFormSearch = FormSearch<
  typeof StaffEmailAddressQuery,
  (typeof staffEmailConditions)[number]
>;
