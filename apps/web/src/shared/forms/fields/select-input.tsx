import type { FieldValues, Path, PathValue } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import { useTranslation } from '../../i18n';
import { useBoundField, type FieldProps } from './field-props';

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
export function SelectInput<T extends FieldValues, N extends Path<T>, O = T>(
  props: SelectInputProps<T, N, O>,
) {
  const { label, options, clearable = false } = props;
  const { field, disabled, shown, helperSlots } = useBoundField(props);
  const { t } = useTranslation();
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
      {...shown}
      disabled={disabled}
      slotProps={{ input: clear ? { endAdornment: clear } : undefined, ...helperSlots }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
