import {
  billingCodeLabels,
  billingCodes,
  roleTypeLabels,
  roleTypes,
  staffUserTypes,
  userTypeLabels,
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
/** The billing codes by their labels alone, as the student and tutor screens and the CSV show them. */
export const billingCodeOptions: SelectOption[] = billingCodes.map((v) => ({
  value: v,
  label: billingCodeLabels[v],
}));
