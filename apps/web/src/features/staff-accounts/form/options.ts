import {
  billingCodeLabels,
  billingCodes,
  roleTypeLabels,
  roleTypes,
  staffUserTypes,
  userStatusLabels,
  userTypeLabels,
  type UserStatusType,
} from '@tayori/contract';
import type { SelectOption } from '../../../shared/forms/fields/select-input';

/** The choices of the staff screens (spec 001 §2, §3): STUDENT is never a user type here. */
export const userTypeOptions: SelectOption[] = staffUserTypes.map((v) => ({
  value: v,
  label: userTypeLabels[v],
}));
export const roleTypeOptions: SelectOption[] = roleTypes.map((v) => ({
  value: v,
  label: roleTypeLabels[v],
}));
export const billingCodeOptions: SelectOption[] = billingCodes.map((v) => ({
  value: v,
  label: `${v}: ${billingCodeLabels[v]}`,
}));
export const statusOptions = (statuses: readonly UserStatusType[]): SelectOption[] =>
  statuses.map((v) => ({ value: v, label: userStatusLabels[v] }));

/** The name and kana fields in the screens' order (spec 001 §5: max 50, kana full-width katakana). */
export const nameFields = [
  { name: 'lastName', label: 'staff_last_name', kana: false },
  { name: 'firstName', label: 'staff_first_name', kana: false },
  { name: 'lastNameKana', label: 'staff_last_name_kana', kana: true },
  { name: 'firstNameKana', label: 'staff_first_name_kana', kana: true },
] as const;
