import { z } from 'zod';
import {
  billingNameRequired,
  CourseYearField,
  studentUpdateFieldsFor,
  tokyoDateOf,
  typedText,
  type BillingCode,
  type StudentCourse,
  type StudentDetail,
  type UserStatusType,
} from '@tayori/contract';
import { accountNameValues } from '../../../shared/forms/fields/account-fields';

/** What the edit form's fields hold: a select's '' is none, the course year is typed text. */
export interface StudentEditValues {
  billingCode: BillingCode | '';
  billingId: number | '';
  birthday: string;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phoneNumber: string;
  notes: string;
  studentCourse: StudentCourse;
  userStatusType: UserStatusType;
  testUserFlag: boolean;
  isCareful: boolean;
  courseYear: string;
  seq: number;
}

const blankAs =
  <T>(none: T) =>
  (v: unknown) =>
    v === '' ? none : v;

/**
 * The course year's typed text as the number the contract checks (spec 001 §5): none when blank,
 * ２ as 2 (typedText), and text that is not digits (1e1, 0x1, あ) NaN, which the field answers with
 * its format message.
 */
const courseYearOf = (v: unknown) => {
  if (typeof v !== 'string') return v;
  const text = typedText.courseYear(v).trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * The contract's PATCH rules (spec 001 §5), fed by the form's values: '' of the selects is
 * absent or null, and the course year's text a number.
 */
const fields = studentUpdateFieldsFor(() => tokyoDateOf(new Date()));
export const studentEditSchema = fields
  .extend({
    billingCode: z.preprocess(blankAs(undefined), fields.shape.billingCode),
    billingId: z.preprocess(blankAs(null), fields.shape.billingId),
    courseYear: z.preprocess(courseYearOf, CourseYearField),
  })
  .superRefine(billingNameRequired);

/** The form's starting values: what the detail shows. */
export const editValuesOf = (d: StudentDetail): StudentEditValues => ({
  billingCode: d.billingCode ?? '',
  billingId: d.billingId ?? '',
  birthday: d.birthday,
  ...accountNameValues(d),
  phoneNumber: d.phoneNumber ?? '',
  notes: d.notes ?? '',
  studentCourse: d.studentCourse,
  userStatusType: d.userStatusType,
  testUserFlag: d.testUserFlag,
  isCareful: d.isCareful,
  courseYear: d.courseYear === null ? '' : String(d.courseYear),
  seq: d.seq,
});
