import {
  limits,
  staffEmailConditions,
  staffEmailResultMax,
  StaffEmailAddressQuery,
} from '@tayori/contract';
import { searchConditions } from '../../shared/search/url-conditions';
import type { UrlSearch } from '../../shared/search/use-url-search';

/**
 * /staff-email-address-search's conditions in the URL, from the contract's query: school, names and
 * kana, at least one (spec 001 §5). One capped answer, no pages.
 */
export const staffEmailSearch = searchConditions({
  schema: StaffEmailAddressQuery,
  fields: staffEmailConditions,
  pageSize: staffEmailResultMax,
  atLeastOne: staffEmailConditions,
  maxLengths: {
    lastName: limits.nameMax,
    firstName: limits.nameMax,
    lastNameKana: limits.kanaMax,
    firstNameKana: limits.kanaMax,
  },
});

export type StaffEmailFormSearch = Pick<
  UrlSearch<typeof StaffEmailAddressQuery, (typeof staffEmailConditions)[number]>,
  'of' | 'conditions' | 'search'
>;
