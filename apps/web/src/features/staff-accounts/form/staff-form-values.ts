import { z } from 'zod';
import {
  StaffRegistrationFields,
  StaffUpdateBody,
  type StaffCreateBody,
  type BillingCode,
  type RoleType,
  type StaffDetail,
  type StaffUserType,
  type UserStatusType,
} from '@tayori/contract';
import { accountNameValues } from '../../../shared/forms/fields/account-fields';

/** What the staff form's fields hold: '' for an unchosen select, the contract's values otherwise. */
export interface StaffFormValues {
  userType: StaffUserType | '';
  roleType: RoleType | '';
  userStatusType: UserStatusType | '';
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  extendedSchoolCode: string;
  billingCode: BillingCode | '';
  billingId: number | '';
  a1License: boolean;
  a3License: boolean;
  notes: string;
  testUserFlag: boolean;
  accountPart: string;
  domainId: number | '';
  seq: number;
}

/** An unchosen select is null to the contract; code 3 sends no billing (spec 001 §4). */
const toBody = (v: unknown) => {
  const f = v as StaffFormValues;
  return {
    ...f,
    roleType: f.userType === 'STAFF' && f.roleType !== '' ? f.roleType : null,
    billingId: f.billingCode === '3' || f.billingId === '' ? null : f.billingId,
    domainId: f.domainId === '' ? undefined : f.domainId,
    userType: f.userType === '' ? undefined : f.userType,
    userStatusType: f.userStatusType === '' ? undefined : f.userStatusType,
    billingCode: f.billingCode === '' ? undefined : f.billingCode,
  };
};

/** The contract's rules of the edit and the registration, read from the form's values. */
export const staffUpdateFormSchema = z.preprocess(toBody, StaffUpdateBody);
export const staffCreateFormSchema = z.preprocess(toBody, StaffRegistrationFields);

/** The registration as POST /api/v1/staff/new takes it: the account part and domain as one address. */
export function createBodyOf(
  { accountPart, domainId, ...fields }: StaffRegistrationFields,
  domainList: readonly { domainId: number; domainName: string }[],
): StaffCreateBody {
  const domain = domainList.find((d) => d.domainId === domainId)?.domainName ?? '';
  return { ...fields, emailAddress: `${accountPart}@${domain}` };
}

export const emptyStaffForm: StaffFormValues = {
  userType: '',
  roleType: '',
  userStatusType: 'ACTIVE',
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  extendedSchoolCode: '',
  billingCode: '',
  billingId: '',
  a1License: false,
  a3License: false,
  notes: '',
  testUserFlag: false,
  accountPart: '',
  domainId: '',
  seq: 0,
};

/** The form's values of a stored account (its detail). */
export const formValuesOf = (d: StaffDetail): StaffFormValues => ({
  ...emptyStaffForm,
  userType: d.userType,
  roleType: d.roleType ?? '',
  userStatusType: d.userStatusType,
  ...accountNameValues(d),
  extendedSchoolCode: d.extendedSchoolCode ?? '',
  billingCode: d.billingCode ?? '',
  billingId: d.billingId ?? '',
  a1License: d.a1License,
  a3License: d.a3License,
  notes: d.notes ?? '',
  testUserFlag: d.testUserFlag,
  seq: d.seq,
});
