import { useState } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isRealDate } from '@tayori/contract';
import { dateString } from '../date-string';
import { useBoundField, type FieldProps } from './field-props';

const dayOf = (iso: string): Dayjs | null => (isRealDate(iso) ? dayjs(iso) : null);

export interface DateInputProps<T extends FieldValues, N extends Path<T>, O = T> extends FieldProps<
  T,
  N,
  O
> {
  /** The first and last days the calendar offers (YYYY-MM-DD); the contract still decides. */
  minDate?: string;
  maxDate?: string;
  /** Days the calendar greys out (YYYY-MM-DD), e.g. those a date rule refuses. */
  shouldDisableDate?: (day: string) => boolean;
  /** Fields checked again when this one changes (an end date that must follow the start). */
  deps?: Path<T>[];
  /** Shows no date while set, the form's value kept (a checkbox such as 終了日を設定しない). */
  empty?: boolean;
}

/**
 * A date (MUI DatePicker, 年/月/日 in Japanese) bound to the form as the contract's YYYY-MM-DD
 * string. A day that does not exist (2026/02/31) stays on screen and reaches the rules as
 * 'invalid', refused as a wrong date rather than taken for an empty one; a half-typed one stays on
 * screen while the form holds ''. Needs a DateLocalization above it (which
 * keeps x-date-pickers out of the screens without dates).
 */
export function DateInput<T extends FieldValues, N extends Path<T>, O = T>(
  props: DateInputProps<T, N, O>,
) {
  const { minDate, maxDate, shouldDisableDate, empty = false, deps } = props;
  const { field, disabled, shown, helperSlots } = useBoundField(props, { deps });
  const { className, label, ...textField } = shown;
  const held = (field.value as string | undefined) ?? '';
  const [typed, setTyped] = useState<Dayjs | null>(() => dayOf(held));
  // The form's value wins when it changed elsewhere (reset, a copied notice).
  const value = dateString(typed) === held ? typed : dayOf(held);
  return (
    <DatePicker
      className={className}
      label={label}
      value={empty ? null : value}
      onChange={(day) => {
        setTyped(day);
        field.onChange(dateString(day) as PathValue<T, N>);
      }}
      inputRef={field.ref}
      disabled={disabled}
      minDate={minDate ? dayjs(minDate) : undefined}
      maxDate={maxDate ? dayjs(maxDate) : undefined}
      shouldDisableDate={shouldDisableDate && ((day) => shouldDisableDate(dateString(day)))}
      slotProps={{
        textField: { ...textField, onBlur: field.onBlur, slotProps: helperSlots },
      }}
    />
  );
}
