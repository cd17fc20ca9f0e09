import { useController, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslation } from '../../i18n';
import { helperOf, warningHelper, type FieldProps } from './field-props';
import { useFieldDisabled } from '../form-busy';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectInputProps<
  T extends FieldValues,
  N extends Path<T>,
  O = T,
> extends FieldProps<T, N, O> {
  options: readonly SelectOption[];
  /** While a choice is made, a button takes it back to none ('' : any). */
  clearable?: boolean;
}

/** A select bound to the form; '' is "none chosen". */
export function SelectInput<T extends FieldValues, N extends Path<T>, O = T>({
  control,
  name,
  label,
  required,
  disabled: disabledProp,
  helperText,
  warning,
  className,
  fullWidth,
  options,
  clearable = false,
}: SelectInputProps<T, N, O>) {
  const disabled = useFieldDisabled(disabledProp);
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | number | null | undefined) ?? '';
  const clear = clearable && value !== '' && !disabled && (
    <InputAdornment position="end" sx={{ mr: 2 }}>
      <IconButton
        size="small"
        aria-label={t('field_clear_choice', { label })}
        onClick={() => field.onChange('' as PathValue<T, N>)}
      >
        <ClearIcon fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      select
      name={field.name}
      value={value}
      onChange={(e) => field.onChange(e.target.value as PathValue<T, N>)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      className={className}
      fullWidth={fullWidth}
      label={label}
      required={required}
      disabled={disabled}
      error={!!fieldState.error}
      helperText={helperOf(fieldState.error, helperText)}
      slotProps={{
        input: clear ? { endAdornment: clear } : undefined,
        ...warningHelper(warning, !!fieldState.error),
      }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
