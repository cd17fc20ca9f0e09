import { useForm } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import {
  type School,
  type StaffDetail,
  type StaffFilter,
  type StaffUpdateBody,
} from '@tayori/contract';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { CheckboxInput } from '../../../shared/forms/fields/checkbox-input';
import { useAccountSave } from '../../../accounts/use-account-save';
import { useTranslation } from '../../../shared/i18n';
import { AccountEditorForm } from '../../../accounts/account-editor-end';
import { staffKeys, updateStaff } from '../api/staff-api';
import { AccountFieldGrid } from '../../../accounts/account-field-grid';
import { StaffAccountFields } from '../form/staff-account-fields';
import {
  formValuesOf,
  staffUpdateFormSchema,
  type StaffFormValues,
} from '../form/staff-form-values';

/**
 * The staff detail's form (spec 001 §2 "Staff/other account detail"): editable when the answer
 * allows it (SYSTEM_ADMINISTRATOR, never a deleted account), otherwise the same fields read-only.
 * A save sends the seq read; a stale one or the A3 limit answers 409 with its message.
 */
export function StaffEditor({
  detail,
  filter,
  schools,
}: {
  detail: StaffDetail;
  filter: StaffFilter;
  schools: readonly School[];
}) {
  const { t } = useTranslation();
  const form = useForm<StaffFormValues, unknown, StaffUpdateBody>({
    resolver: contractResolver<StaffFormValues, StaffUpdateBody>(staffUpdateFormSchema),
    values: formValuesOf(detail),
  });
  const { busy, save } = useAccountSave(form, {
    send: (body) => updateStaff(detail.uid, body),
    detailKey: staffKeys.detail(detail.uid),
    searchesKey: staffKeys.all,
  });
  return (
    <AccountEditorForm stamps={detail} busy={busy} save={save}>
      <AccountFieldGrid>
        <TextField label={t('account_email')} value={detail.emailAddress} disabled />
        <StaffAccountFields
          form={form}
          filter={filter}
          schools={schools}
          statuses={detail.userStatusChoices}
        />
        <CheckboxInput control={form.control} name="testUserFlag" label={t('account_test_user')} />
      </AccountFieldGrid>
    </AccountEditorForm>
  );
}
