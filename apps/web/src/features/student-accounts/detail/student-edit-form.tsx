import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  billingCodeLabels,
  studentCourseLabels,
  typedText,
  userStatusLabels,
  type StudentDetail,
  type StudentUpdateBody,
} from '@tayori/contract';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { accountNameFields, notesField } from '../../../shared/forms/fields/account-fields';
import { choice, FieldList } from '../../../shared/forms/fields/field-list';
import { AccountFieldGrid } from '../../../accounts/account-field-grid';
import { useSubmitFlow } from '../../../shared/forms/use-submit-flow';
import { useTranslation } from '../../../shared/i18n';
import { SaveForm } from '../../../shared/forms/save-form';
import { useUpdateStudent } from '../api/get-student';
import { editValuesOf, studentEditSchema, type StudentEditValues } from './edit-schema';
import { DefinitionList } from '../../../shared/ui/definition-list';
import { useFixedRows, useStampRows } from './student-fields';

const typed = {
  birthday: typedText.birthday,
  phoneNumber: typedText.phoneNumber,
  lastNameKana: typedText.kana,
  firstNameKana: typedText.kana,
  courseYear: typedText.courseYear,
};

/**
 * The SYSTEM_ADMINISTRATOR variant (spec 001 §2, §5): the account's editable fields, saved with
 * the seq that was read (a stale one: the conflict message, nothing changed).
 */
export function StudentEditForm({ detail: d }: { detail: StudentDetail }) {
  const { t } = useTranslation();
  const update = useUpdateStudent(d.uid);
  const form = useForm<StudentEditValues, unknown, StudentUpdateBody>({
    resolver: contractResolver<StudentEditValues, StudentUpdateBody>(studentEditSchema),
    values: editValuesOf(d),
    resetOptions: { keepDirtyValues: false },
  });
  const { control, setValue } = form;
  const { busy, submit } = useSubmitFlow(form);
  const billingCode = useWatch({ control, name: 'billingCode' });
  // Spec 001 §4: another billing code clears the billing name (and 3 leaves none to choose).
  const previous = useRef(billingCode);
  useEffect(() => {
    if (previous.current !== billingCode) setValue('billingId', '', { shouldDirty: true });
    previous.current = billingCode;
  }, [billingCode, setValue]);
  const save = submit(
    (body) => ({ send: () => update.mutateAsync(body), success: t('student_saved') }),
    typed,
  );
  const option = (labels: Record<string, string>, keys?: readonly string[]) =>
    (keys ?? Object.keys(labels)).map((value) => ({ value, label: labels[value] ?? value }));
  const noBilling = billingCode === '3' || billingCode === '';
  const check = (name: 'isCareful' | 'testUserFlag', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              checked={field.value}
              onChange={(e) => field.onChange(e.target.checked)}
              disabled={busy}
            />
          }
        />
      )}
    />
  );
  return (
    <SaveForm
      busy={busy}
      onSubmit={save}
      label={t('student_detail_title')}
      submitLabel={t('student_save')}
    >
      <DefinitionList rows={useFixedRows(d)} />
      <AccountFieldGrid>
        <FieldList
          control={control}
          fullWidth

          fields={[
            ...accountNameFields<StudentEditValues>(t, { required: true }),
            {
              kind: 'text',
              name: 'birthday',
              label: t('student_field_birthday'),
              required: true,
              hint: t('student_field_birthday_hint'),
              normalise: typedText.birthday,
            },
            {
              kind: 'text',
              name: 'phoneNumber',
              label: t('student_field_phone'),
              hint: t('student_field_phone_hint'),
              normalise: typedText.phoneNumber,
            },
            choice(
              'studentCourse',
              t('student_field_student_course'),
              option(studentCourseLabels),
              { required: true },
            ),
            choice(
              'userStatusType',
              t('student_field_user_status'),
              option(userStatusLabels, d.userStatusChoices),
              { required: true },
            ),
            {
              kind: 'text',
              name: 'courseYear',
              label: t('student_field_course_year'),
              required: true,
              normalise: typedText.courseYear,
            },
            {
              kind: 'select',
              name: 'billingCode',
              label: t('student_field_billing_code'),
              required: true,
              options: option(billingCodeLabels),
              startsRow: true,
            },
            choice(
              'billingId',
              t('student_field_billing_name'),
              d.billingList
                .filter((b) => b.billingCode === billingCode)
                .map((b) => ({ value: b.billingId, label: b.billingName })),
              { required: !noBilling, disabled: noBilling },
            ),
          ]}
        />
      </AccountFieldGrid>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {check('isCareful', t('student_field_careful'))}
        {check('testUserFlag', t('student_field_test_user'))}
      </Stack>
      <FieldList
        control={control}
        fullWidth

        fields={[notesField<StudentEditValues>(t)]}
      />
      <DefinitionList rows={useStampRows(d)} />
    </SaveForm>
  );
}
