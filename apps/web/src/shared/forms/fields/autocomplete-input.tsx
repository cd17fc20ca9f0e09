import type { FieldValues, Path, PathValue } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { School } from '@tayori/contract';
import { useTranslation } from '../../i18n';
import { useBoundField, type FieldProps } from './field-props';

type Value = string | number;

export interface AutocompleteInputProps<
  T extends FieldValues,
  N extends Path<T>,
  Option,
  O = T,
> extends FieldProps<T, N, O> {
  options: readonly Option[];
  /** What the form holds for an option (its id); '' or null is none. */
  valueOf(option: Option): Value;
  /** The text of the chosen option (and of each option unless `optionLabel`). */
  labelOf(option: Option): string;
  /** The text of an option in the list, when it differs from the chosen value's. */
  optionLabel?(option: Option): string;
  /** Headers of the list (e.g. a group's school when groups of several schools are offered). */
  groupBy?(option: Option): string;
  noOptionsText?: string;
  /** What the form holds when nothing is chosen ('' in a search, null in the notice form). */
  emptyValue?: '' | null;
}

/**
 * A choice among many, typed to narrow the list, bound to the form by the option's id: the form
 * and the contract see the id, the person sees the label.
 */
export function AutocompleteInput<T extends FieldValues, N extends Path<T>, Option, O = T>(
  props: AutocompleteInputProps<T, N, Option, O>,
) {
  const { options, valueOf, labelOf, optionLabel, groupBy, noOptionsText, emptyValue = '' } = props;
  const { field, disabled, shown, helperSlots } = useBoundField(props);
  const { className, fullWidth, ...textField } = shown;
  const { t } = useTranslation();
  const chosen = options.find((o) => valueOf(o) === field.value) ?? null;
  return (
    <Autocomplete
      className={className}
      fullWidth={fullWidth}
      options={options}
      value={chosen}
      onChange={(_, o) => field.onChange((o === null ? emptyValue : valueOf(o)) as PathValue<T, N>)}
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
          {...textField}
          slotProps={{ ...params.slotProps, ...helperSlots }}
        />
      )}
    />
  );
}

export interface SchoolInputProps<T extends FieldValues, N extends Path<T>, O = T> extends Omit<
  FieldProps<T, N, O>,
  'label'
> {
  /** The schools the person may choose (shared/api/school-options: by role, spec 000 §6). */
  schools: readonly School[];
  label?: string;
}

/** The school picker of the search and group screens: the form holds the extendedSchoolCode. */
export function SchoolInput<T extends FieldValues, N extends Path<T>, O = T>({
  schools,
  label,
  ...props
}: SchoolInputProps<T, N, O>) {
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
