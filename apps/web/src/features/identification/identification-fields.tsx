import { useEffect } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../shared/i18n';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { links } from '../../shared/config/links';
import { useAreas } from './api/get-areas';
import { useSchools } from './api/get-schools';
import { normaliseOnBlur } from '../../shared/forms/typed-text';
import { identificationTypedFields as typed, type IdentificationForm } from './identification-form';

/** Native selects: the phone's own picker, and a label that screen readers and tests can find. */
const nativeSelect = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The fields of the identification form; area and school choices come from the API. While the
 * check runs, the page's loading overlay covers them (spec 000 §4: the form is disabled).
 */
export function IdentificationFields({
  form,
  onListFailed,
}: {
  form: UseFormReturn<IdentificationForm>;
  /** A choice list could not be loaded (spec 000 §8: list loads go to the Error route). */
  onListFailed(error: unknown): void;
}) {
  const { t } = useTranslation();
  const { register, control, setValue, watch, formState } = form;
  const errors = formState.errors;
  const areaCode = watch('areaCode');
  const areas = useAreas();
  const schools = useSchools(areaCode);
  const listError = areas.error ?? schools.error;

  useEffect(() => {
    if (listError) onListFailed(listError);
  }, [listError, onListFailed]);

  const area = register('areaCode', {
    // A school belongs to one area: a new area clears the school chosen for the old one.
    onChange: () => setValue('school', '', { shouldValidate: formState.isSubmitted }),
  });
  const schoolDisabled = areaCode === '' || !schools.data;

  return (
    <>
      <TextField
        select
        label={t('identification_area')}
        required
        fullWidth
        disabled={!areas.data}
        error={!!errors.areaCode}
        helperText={errors.areaCode?.message}
        slotProps={nativeSelect}
        {...area}
      >
        <option value="">{t('identification_choose')}</option>
        {areas.data?.areaList.map((a) => (
          <option key={a.areaCode} value={a.areaCode}>
            {a.areaName}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('identification_school')}
        required
        fullWidth
        disabled={schoolDisabled}
        error={!!errors.school}
        helperText={
          errors.school?.message ?? (areaCode === '' ? t('identification_school_hint') : ' ')
        }
        slotProps={nativeSelect}
        {...register('school')}
      >
        <option value="">{t('identification_choose')}</option>
        {schools.data?.schoolList.map((s) => (
          <option key={s.extendedSchoolCode} value={s.extendedSchoolCode}>
            {s.schoolName}
          </option>
        ))}
      </TextField>
      <TypedTextField
        form={form}
        name="studentNumber"
        text="identification_student_number"
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
      />
      <TypedTextField
        form={form}
        name="birthday"
        text="identification_birthday"
        autoComplete="bday"
        placeholder="20080514"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TypedTextField
        form={form}
        name="phoneNumber"
        text="identification_phone"
        type="tel"
        autoComplete="tel-national"
        placeholder="09012345678"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormControl required error={!!errors.consent}>
        <Link href={links.privacyPolicy} target="_blank" rel="noopener noreferrer" variant="body2">
          {t('identification_privacy_policy')}
          {t('header_opens_new_tab')}
        </Link>
        <Controller
          name="consent"
          control={control}
          render={({ field }) => (
            <FormControlLabel
              label={t('identification_consent')}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                  slotProps={{
                    input: {
                      ref: field.ref,
                      'aria-describedby': errors.consent ? 'consent-error' : undefined,
                    },
                  }}
                />
              }
            />
          )}
        />
        {errors.consent && (
          <FormHelperText id="consent-error">{errors.consent.message}</FormHelperText>
        )}
      </FormControl>
    </>
  );
}

/**
 * A field typed by hand (student number, birthday, phone): labelled by `text`, its message or else
 * its hint (`text`_hint) below it, and what was typed shown normalised once it is left.
 */
function TypedTextField({
  form,
  name,
  text,
  ...field
}: Pick<TextFieldProps, 'type' | 'autoComplete' | 'placeholder' | 'slotProps'> & {
  form: UseFormReturn<IdentificationForm>;
  name: keyof typeof typed;
  text: 'identification_student_number' | 'identification_birthday' | 'identification_phone';
}) {
  const { t } = useTranslation();
  const error = form.formState.errors[name];
  return (
    <TextField
      label={t(text)}
      required
      fullWidth
      {...field}
      error={!!error}
      helperText={error?.message ?? t(`${text}_hint`)}
      {...form.register(name, normaliseOnBlur(form, name, typed[name]))}
    />
  );
}
