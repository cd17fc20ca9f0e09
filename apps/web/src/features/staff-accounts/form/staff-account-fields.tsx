import { useEffect } from 'react';
import { useController, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { School, StaffFilter, UserStatusType } from '@tayori/contract';
import { SchoolInput } from '../../../shared/forms/fields/autocomplete-input';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { KanaInput, TextInput } from '../../../shared/forms/fields/text-input';
import { useTranslation } from '../../../shared/i18n';
import {
  billingCodeOptions,
  nameFields,
  roleTypeOptions,
  statusOptions,
  userTypeOptions,
} from './options';
import type { StaffFormValues } from './staff-form-values';

type FormControlOf<O> = Control<StaffFormValues, unknown, O>;

/** Spec 001 §4: A1 and A3 are exclusive (ticking one clears the other); one is required. */
function LicenseInput<O>({ control, disabled }: { control: FormControlOf<O>; disabled: boolean }) {
  const { t } = useTranslation();
  const a1 = useController({ control, name: 'a1License' });
  const a3 = useController({ control, name: 'a3License' });
  const error = a3.fieldState.error?.message;
  return (
    <FormControl error={!!error} disabled={disabled} required>
      <FormLabel component="legend">{t('staff_license')}</FormLabel>
      <FormGroup row>
        <FormControlLabel
          label={t('staff_a1')}
          control={
            <Checkbox
              checked={a1.field.value}
              onChange={(e) => {
                a1.field.onChange(e.target.checked);
                if (e.target.checked) a3.field.onChange(false);
              }}
            />
          }
        />
        <FormControlLabel
          label={t('staff_a3')}
          control={
            <Checkbox
              checked={a3.field.value}
              onChange={(e) => {
                a3.field.onChange(e.target.checked);
                if (e.target.checked) a1.field.onChange(false);
              }}
            />
          }
        />
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

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
  readOnly,
}: {
  form: UseFormReturn<StaffFormValues, unknown, O>;
  filter: StaffFilter;
  schools: readonly School[];
  statuses: readonly UserStatusType[];
  readOnly: boolean;
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
      <SelectInput
        control={control}
        name="userType"
        label={t('staff_user_type')}
        options={userTypeOptions}
        required
        disabled={readOnly}
        fullWidth
      />
      <SelectInput
        control={control}
        name="roleType"
        label={t('staff_role_type')}
        options={roleTypeOptions}
        required={userType === 'STAFF'}
        disabled={readOnly || userType !== 'STAFF'}
        fullWidth
      />
      <SelectInput
        control={control}
        name="userStatusType"
        label={t('staff_user_status')}
        options={statusOptions(statuses)}
        required
        disabled={readOnly}
        fullWidth
      />
      <SchoolInput
        control={control}
        name="extendedSchoolCode"
        schools={schools}
        required
        disabled={readOnly}
      />
      {nameFields.map(({ name, label, kana }) => {
        const Input = kana ? KanaInput : TextInput;
        return (
          <Input
            key={name}
            control={control}
            name={name}
            label={t(label)}
            required
            disabled={readOnly}
          />
        );
      })}
      <SelectInput
        control={control}
        name="billingCode"
        label={t('staff_billing_code')}
        options={billingCodeOptions}
        required
        disabled={readOnly}
        fullWidth
      />
      <SelectInput
        control={control}
        name="billingId"
        label={t('staff_billing_name')}
        options={billingOptions}
        required={billingCode !== '3'}
        disabled={readOnly || billingCode === '3' || billingCode === ''}
        fullWidth
      />
      <LicenseInput control={control} disabled={readOnly} />
      <TextInput
        control={control}
        name="notes"
        label={t('staff_notes')}
        multiline
        disabled={readOnly}
      />
    </>
  );
}
