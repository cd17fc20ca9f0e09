import { StudentSearchQuery } from '@tayori/contract';
import { accountSearchConditions } from '../../../accounts/account-search';
import type { FormSearch } from '../../../shared/search/search-form';

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

/**
 * /student-account-search's conditions (spec 001 §2, §5, §7): the school first, 10 a page; names
 * and kana over their limit in a hand-edited link are cut to it rather than dropped.
 */
export const studentSearch = accountSearchConditions(StudentSearchQuery, fields);

export type StudentField = (typeof fields)[number];
export type StudentFormSearch = FormSearch<typeof StudentSearchQuery, StudentField>;
