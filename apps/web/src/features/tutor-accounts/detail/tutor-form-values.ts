import { z } from 'zod';
import { TutorUpdateBody, type TutorDetail, type UserStatusType } from '@tayori/contract';
import { accountNameValues } from '../../../shared/forms/fields/account-fields';

/** What the tutor form's fields hold. */
export interface TutorFormValues {
  userStatusType: UserStatusType;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  a1License: boolean;
  a3License: boolean;
  notes: string;
  testUserFlag: boolean;
  seq: number;
}

/** The form's values of a stored tutor (its detail). */
export const formValuesOf = (d: TutorDetail): TutorFormValues => ({
  userStatusType: d.userStatusType,
  ...accountNameValues(d),
  a1License: d.a1License,
  a3License: d.a3License,
  notes: d.notes ?? '',
  testUserFlag: d.testUserFlag ?? false,
  seq: d.seq,
});

/**
 * The contract's rules of the edit read from the form's values; the test-user flag is sent only
 * by whoever may change it (spec 001 §2: SYSTEM_ADMINISTRATOR).
 */
export const tutorUpdateFormSchema = (sendsTestUserFlag: boolean) =>
  z.preprocess((v) => {
    const { testUserFlag, ...rest } = v as TutorFormValues;
    return sendsTestUserFlag ? { ...rest, testUserFlag } : rest;
  }, TutorUpdateBody);
