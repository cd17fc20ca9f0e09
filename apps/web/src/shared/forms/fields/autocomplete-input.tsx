import { useController, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { School } from '@tayori/contract';
import { useTranslation } from '../../i18n';
import { helperOf, warningHelper, type FieldProps } from './field-props';

type Value = string | number;

export interface AutocompleteInputProps<
  T extends FieldValues,
  N extends Path<T>,
  O,
> extends FieldProps<T, N> {
  options: readonly O[];
  /** What the form holds for an option (its id); '' or null is none. */
  valueOf(option: O): Value;
  /** The text of the chosen option (and of each option unless `optionLabel`). */
  labelOf(option: O): string;
  /** The text of an option in the list, when it differs from the chosen value's. */
  optionLabel?(option: O): string;
  /** Headers of the list (e.g. a group's school when groups of several schools are offered). */
  groupBy?(option: O): string;
  noOptionsText?: string;
}

/**
 * A choice among many, typed to narrow the list, bound to the form by the option's id: the form
 * and the contract see the id, the person sees the label.
 */
export function AutocompleteInput<T extends FieldValues, N extends Path<T>, O>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  warning,
  className,
  options,
  valueOf,
  labelOf,
  optionLabel,
  groupBy,
  noOptionsText,
}: AutocompleteInputProps<T, N, O>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const chosen = options.find((o) => valueOf(o) === field.value) ?? null;
  return (
    <Autocomplete
      className={className}
      options={options}
      value={chosen}
      onChange={(_, o) => field.onChange((o === null ? '' : valueOf(o)) as PathValue<T, N>)}
      onBlur={field.onBlur}
      disabled={disabled}
      groupBy={groupBy}
      getOptionLabel={labelOf}
      renderOption={({ key, ...props }, o) => (
        <li key={key} {...props}>
          {(optionLabel ?? labelOf)(o)}
        </li>
      )}
      isOptionEqualToValue={(a, b) => valueOf(a) === valueOf(b)}
      noOptionsText={noOptionsText ?? t('autocomplete_no_options')}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={label}
          required={required}
          error={!!fieldState.error}
          helperText={helperOf(fieldState.error, helperText)}
          slotProps={{ ...params.slotProps, ...warningHelper(warning, !!fieldState.error) }}
        />
      )}
    />
  );
}

export interface SchoolInputProps<T extends FieldValues, N extends Path<T>> extends Omit<
  FieldProps<T, N>,
  'label'
> {
  /** The schools the person may choose (shared/api/school-options: by role, spec 000 §6). */
  schools: readonly School[];
  label?: string;
}

/** The school picker of the search and group screens: the form holds the extendedSchoolCode. */
export function SchoolInput<T extends FieldValues, N extends Path<T>>({
  schools,
  label,
  ...props
}: SchoolInputProps<T, N>) {
  const { t } = useTranslation();
  return (
    <AutocompleteInput
      {...props}
      label={label ?? t('field_school')}
      options={schools}
      valueOf={(s) => s.extendedSchoolCode}
      labelOf={(s) => s.schoolName}
    />
  );
}
