import { nameMaxLengths } from '../../../shared/forms/fields/account-fields';
import { limits, StudentSearchQuery } from '@tayori/contract';
import { searchConditions } from '../../../shared/search/url-conditions';
import type { UrlSearch } from '../../../shared/search/use-url-search';

/** Texts over their limit in a hand-edited link are cut to it rather than dropped. */
const maxLengths = nameMaxLengths;

const fields = [
  'extendedSchoolCode',
  'departmentName',
  'courseName',
  'admissionYear',
  'userStatusType',
  'studentCourse',
  'studentStatusTypeCode',
  'studentNumber',
  'schoolYear',
  'lastName',
  'firstName',
  'lastNameKana',
  'firstNameKana',
] as const;

/** /student-account-search's conditions (spec 001 §2, §5, §7): the school first, 10 a page. */
export const studentSearch = searchConditions({
  schema: StudentSearchQuery,
  fields,
  pageSize: limits.listPageSize,
  maxLengths,
});

export type StudentField = (typeof fields)[number];
export type StudentFormSearch = Pick<
  UrlSearch<typeof StudentSearchQuery, StudentField>,
  'of' | 'conditions' | 'search'
>;
