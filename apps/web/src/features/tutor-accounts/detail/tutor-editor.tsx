import { useForm } from 'react-hook-form';
import TextField from '@mui/material/TextField';
import type { TutorDetail, TutorUpdateBody } from '@tayori/contract';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import {
  accountNameFields,
  notesField,
  statusOptions,
} from '../../../shared/forms/fields/account-fields';
import { choice, FieldList } from '../../../shared/forms/fields/field-list';
import { LicenseInput } from '../../../shared/forms/fields/license-input';
import { CheckboxInput } from '../../../shared/forms/fields/checkbox-input';
import { useAccountSave } from '../../../accounts/use-account-save';
import { useTranslation } from '../../../shared/i18n';
import { AccountFieldGrid } from '../../../accounts/account-field-grid';
import { AccountEditorForm } from '../../../accounts/account-editor-end';
import { tutorKeys, updateTutor } from '../api/tutor-api';
import { formValuesOf, tutorUpdateFormSchema, type TutorFormValues } from './tutor-form-values';

/**
 * The tutor detail's form (spec 001 §2 "Tutor search and detail"): editable when the answer's
 * editor flag says so (SCHOOL_EDITOR, SYSTEM_ADMINISTRATOR; never a deleted account), otherwise
 * read-only. School, sign-in ID and billing are shown, not edited here. The test-user tick box
 * and the stamps show only when the answer carries them.
 */
export function TutorEditor({ detail }: { detail: TutorDetail }) {
  const { t } = useTranslation();
  const form = useForm<TutorFormValues, unknown, TutorUpdateBody>({
    resolver: contractResolver<TutorFormValues, TutorUpdateBody>(
      tutorUpdateFormSchema(detail.abilities.editTestUserFlag),
    ),
    values: formValuesOf(detail),
  });
  const { busy, save } = useAccountSave(form, {
    send: (body) => updateTutor(detail.uid, body),
    detailKey: tutorKeys.detail(detail.uid),
    searchesKey: tutorKeys.all,
  });
  const shown = (label: string, value: string | null) => (
    <TextField label={label} value={value ?? ''} disabled />
  );
  return (
    <AccountEditorForm stamps={detail} busy={busy} save={save}>
      <AccountFieldGrid>
        {shown(t('account_email'), detail.emailAddress)}
        {shown(t('account_school'), detail.schoolName)}
        <FieldList
          control={form.control}
          fullWidth
          fields={[
            choice(
              'userStatusType',
              t('account_user_status'),
              statusOptions(detail.userStatusChoices),
              { required: true },
            ),
            ...accountNameFields<TutorFormValues>(t, { required: true }),
          ]}
        />
        {shown(t('account_billing_code'), detail.billingCodeLabel)}
        {shown(t('account_billing_name'), detail.billingName)}
        <LicenseInput control={form.control} />
        <FieldList control={form.control} fields={[notesField<TutorFormValues>(t)]} />
        {detail.testUserFlag !== null && (
          <CheckboxInput
            control={form.control}
            name="testUserFlag"
            label={t('account_test_user')}
            disabled={!detail.abilities.editTestUserFlag}
          />
        )}
      </AccountFieldGrid>
    </AccountEditorForm>
  );
}
