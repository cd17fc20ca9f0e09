import { TutorSearchQuery, type TutorSearchConditions } from '@tayori/contract';
import { accountSearchConditions } from '../../../accounts/account-search';
import type { FormSearch } from '../../../shared/search/search-form';

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
export const tutorSearch = accountSearchConditions(TutorSearchQuery, tutorConditionKeys);

export type TutorConditionKey = (typeof tutorConditionKeys)[number];
export type TutorFormSearch = FormSearch<typeof TutorSearchQuery, TutorConditionKey>;
