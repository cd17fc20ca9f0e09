import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  billingCodeLabels,
  limits,
  studentCourseLabels,
  typedText,
  userStatusLabels,
  type StudentDetail,
  type StudentUpdateBody,
} from '@tayori/contract';
import { contractResolver } from '../../../shared/forms/contract-resolver';
import { SelectInput } from '../../../shared/forms/fields/select-input';
import { TextInput } from '../../../shared/forms/fields/text-input';
import { useSubmitFlow } from '../../../shared/forms/use-submit-flow';
import { useTranslation } from '../../../shared/i18n';
import { LoadingOverlay } from '../../../shared/ui/loading-overlay';
import { FormBusy } from '../../../shared/forms/form-busy';
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
    <FormBusy busy={busy}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={(e) => void save(e)}
        aria-label={t('student_detail_title')}
      >
        <DefinitionList rows={useFixedRows(d)} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            control={control}
            name="lastName"
            label={t('student_field_last_name')}
            required
            fullWidth
          />
          <TextInput
            control={control}
            name="firstName"
            label={t('student_field_first_name')}
            required
            fullWidth
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            control={control}
            name="lastNameKana"
            label={t('student_field_last_name_kana')}
            required
            fullWidth
            normalise={typedText.kana}
          />
          <TextInput
            control={control}
            name="firstNameKana"
            label={t('student_field_first_name_kana')}
            required
            fullWidth
            normalise={typedText.kana}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            control={control}
            name="birthday"
            label={t('student_field_birthday')}
            required
            fullWidth
            helperText={t('student_field_birthday_hint')}
            normalise={typedText.birthday}
          />
          <TextInput
            control={control}
            name="phoneNumber"
            label={t('student_field_phone')}
            fullWidth
            helperText={t('student_field_phone_hint')}
            normalise={typedText.phoneNumber}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput
            control={control}
            name="studentCourse"
            label={t('student_field_student_course')}
            required
            fullWidth
            options={option(studentCourseLabels)}
          />
          <SelectInput
            control={control}
            name="userStatusType"
            label={t('student_field_user_status')}
            required
            fullWidth
            options={option(userStatusLabels, d.userStatusChoices)}
          />
          <TextInput
            control={control}
            name="courseYear"
            label={t('student_field_course_year')}
            required
            fullWidth
            normalise={typedText.courseYear}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput
            control={control}
            name="billingCode"
            label={t('student_field_billing_code')}
            required
            fullWidth
            options={option(billingCodeLabels)}
          />
          <SelectInput
            control={control}
            name="billingId"
            label={t('student_field_billing_name')}
            required={!noBilling}
            disabled={noBilling}
            fullWidth
            options={d.billingList
              .filter((b) => b.billingCode === billingCode)
              .map((b) => ({ value: b.billingId, label: b.billingName }))}
          />
        </Stack>
        <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {check('isCareful', t('student_field_careful'))}
          {check('testUserFlag', t('student_field_test_user'))}
        </Stack>
        <TextInput
          control={control}
          name="notes"
          label={t('student_field_notes')}
          multiline
          minRows={3}
          maxRows={8}
          counter={{ max: limits.notesMax }}
          fullWidth
        />
        <DefinitionList rows={useStampRows(d)} />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 120 }}>
            {t('student_save')}
          </Button>
        </Stack>
        <LoadingOverlay open={busy} />
      </Stack>
    </FormBusy>
  );
}
