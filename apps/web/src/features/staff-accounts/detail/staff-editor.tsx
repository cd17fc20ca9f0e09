import { useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type School,
  type StaffDetail,
  type StaffFilter,
  type StaffUpdateBody,
} from '@tayori/contract';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { useAccountSave } from '../../../shared/forms/use-account-save';
import { useTranslation } from '../../../shared/i18n';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { staffKeys, updateStaff } from '../api/staff-api';
import { AccountFieldGrid } from '../../../shared/ui/account-field-grid';
import { StaffAccountFields } from '../form/staff-account-fields';
import {
  formValuesOf,
  staffUpdateFormSchema,
  type StaffFormValues,
} from '../form/staff-form-values';
import { TemporaryPasswordSection } from '../../../shared/ui/temporary-password-section';

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
  const readOnly = !detail.abilities.edit;
  const form = useForm<StaffFormValues, unknown, StaffUpdateBody>({
    resolver: contractResolver<StaffFormValues, StaffUpdateBody>(staffUpdateFormSchema),
    values: formValuesOf(detail),
  });
  const { busy, save } = useAccountSave(form, {
    send: (body) => updateStaff(detail.uid, body),
    detailKey: staffKeys.detail(detail.uid),
    searchesKey: staffKeys.all,
  });
  const testUser = useWatch({ control: form.control, name: 'testUserFlag' });
  return (
    <Stack component="form" noValidate spacing={3} onSubmit={(e) => void save(e)}>
      <AccountFieldGrid>
        <TextField label={t('account_email')} value={detail.emailAddress} disabled />
        <StaffAccountFields
          form={form}
          filter={filter}
          schools={schools}
          statuses={detail.userStatusChoices}
          readOnly={readOnly}
        />
        <FormControlLabel
          label={t('account_test_user')}
          disabled={readOnly}
          control={
            <Checkbox
              checked={testUser}
              onChange={(e) =>
                form.setValue('testUserFlag', e.target.checked, { shouldDirty: true })
              }
            />
          }
        />
      </AccountFieldGrid>
      <Typography variant="body2" color="text.secondary">
        {t('account_registered')}: {detail.registerDate.slice(0, 10)} / {t('account_updated')}:{' '}
        {detail.updateDate.slice(0, 10)}
      </Typography>
      {!readOnly && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 120 }}>
            {t('account_save')}
          </Button>
        </Stack>
      )}
      {detail.abilities.issueTemporaryPassword && (
        <TemporaryPasswordSection uid={detail.uid} userType={detail.userType} />
      )}
      <LoadingOverlay open={busy} />
    </Stack>
  );
}
