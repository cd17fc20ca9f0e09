import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import type { School, StaffFilter, UserStatusType } from '@tayori/contract';
import {
  accountNameFields,
  notesField,
  statusOptions,
} from '../../../shared/forms/fields/account-fields';
import { SchoolInput } from '../../../shared/forms/fields/autocomplete-input';
import { choice, FieldList } from '../../../shared/forms/fields/field-list';
import { LicenseInput } from '../../../shared/forms/fields/license-input';
import { useTranslation } from '../../../shared/i18n';
import { billingCodeOptions, roleTypeOptions, userTypeOptions } from './options';
import type { StaffFormValues } from './staff-form-values';

/**
 * The fields the staff registration and detail share (spec 001 §2, §4, §5): changing the type
 * clears the role (STAFF only); changing the billing code clears the billing name and narrows its
 * choices; code 3 disables it.
 */
export function StaffAccountFields<O>({
  form,
  filter,
  schools,
  statuses,
}: {
  form: UseFormReturn<StaffFormValues, unknown, O>;
  filter: StaffFilter;
  schools: readonly School[];
  statuses: readonly UserStatusType[];
}) {
  const { t } = useTranslation();
  const { control, watch, setValue } = form;
  const [userType, billingCode] = useWatch({ control, name: ['userType', 'billingCode'] });
  // A person's change of the type clears the role; of the billing code, the billing name.
  useEffect(() => {
    const sub = watch((_values, { name, type }) => {
      if (type !== 'change') return;
      if (name === 'userType') setValue('roleType', '', { shouldDirty: true });
      if (name === 'billingCode') setValue('billingId', '', { shouldDirty: true });
    });
    return () => sub.unsubscribe();
  }, [watch, setValue]);
  const billingOptions = filter.billingList
    .filter((b) => b.billingCode === billingCode)
    .map((b) => ({ value: b.billingId, label: b.billingName }));
  return (
    <>
      <FieldList
        control={control}
        fullWidth
        fields={[
          choice('userType', t('staff_user_type'), userTypeOptions, { required: true }),
          choice('roleType', t('staff_role_type'), roleTypeOptions, {
            required: userType === 'STAFF',
            disabled: userType !== 'STAFF',
          }),
          choice('userStatusType', t('account_user_status'), statusOptions(statuses), {
            required: true,
          }),
        ]}
      />
      <SchoolInput control={control} name="extendedSchoolCode" schools={schools} required />
      <FieldList
        control={control}
        fullWidth
        fields={[
          ...accountNameFields<StaffFormValues>(t, { required: true }),
          choice('billingCode', t('account_billing_code'), billingCodeOptions, { required: true }),
          choice('billingId', t('account_billing_name'), billingOptions, {
            required: billingCode !== '3',
            disabled: billingCode === '3' || billingCode === '',
          }),
        ]}
      />
      <LicenseInput control={control} />
      <FieldList control={control} fields={[notesField<StaffFormValues>(t)]} />
    </>
  );
}
