import { nameMaxLengths } from '../../../shared/forms/fields/account-fields';
import { limits, TutorSearchQuery, type TutorSearchConditions } from '@tayori/contract';
import { searchConditions } from '../../../shared/search/url-conditions';
import type { UrlSearch } from '../../../shared/search/use-url-search';

/** The tutor search's conditions in the order of spec 001 §2: the school first. */
const tutorConditionKeys = [
  'extendedSchoolCode',
  'userStatusType',
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
  'emailAddress',
] as const satisfies readonly (keyof TutorSearchConditions)[];

/** /tutor-account-search's conditions in the URL (spec 001 §5): the school required, 10 a page. */
export const tutorSearch = searchConditions({
  schema: TutorSearchQuery,
  fields: tutorConditionKeys,
  pageSize: limits.listPageSize,
  maxLengths: {
    ...nameMaxLengths,
    emailAddress: limits.signInIdSearchMax,
  },
});

export type TutorConditionKey = (typeof tutorConditionKeys)[number];
export type TutorFormSearch = Pick<
  UrlSearch<typeof TutorSearchQuery, TutorConditionKey>,
  'of' | 'conditions' | 'search'
>;
