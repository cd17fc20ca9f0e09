import { useRef } from 'react';
import type { FieldValues, Path, PathValue } from 'react-hook-form';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import { countCharacters, typedText } from '@tayori/contract';
import { useTranslation } from '../../i18n';
import { CountedHelp, countedHelpSx } from './counted-help';
import { useBoundField, type FieldProps } from './field-props';

export interface TextInputProps<T extends FieldValues, N extends Path<T>, O = T> extends FieldProps<
  T,
  N,
  O
> {
  /** While it holds text, a button empties the field (spec 000 §2 'clearable'). */
  clearable?: boolean;
  /**
   * The contract's normaliser of a typed field (`typedText`): the field shows the normalised value
   * once left, as the rules see it. Not while typing, which would break an IME's composition.
   */
  normalise?: (text: string) => string;
  autoComplete?: string;
  /** A `count / max` counter beside the message; `count` defaults to the contract's countCharacters. */
  counter?: { max: number; count?: (text: string) => number };
  multiline?: boolean;
  minRows?: number;
  /** A multiline field grows to this many rows, then scrolls inside itself. */
  maxRows?: number;
}

/** A text field bound to the form; its rules are the form's (contractResolver). */
export function TextInput<T extends FieldValues, N extends Path<T>, O = T>(
  props: TextInputProps<T, N, O>,
) {
  const { label, clearable = false, normalise, autoComplete, counter } = props;
  const { multiline, minRows, maxRows } = props;
  const { field, disabled, shown, helperSlots } = useBoundField(props);
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const value = (field.value as string | undefined) ?? '';
  const set = (text: string) => field.onChange(text as PathValue<T, N>);
  const clear = clearable && value !== '' && !disabled && (
    <InputAdornment position="end">
      <IconButton
        size="small"
        edge="end"
        aria-label={t('field_clear_input', { label })}
        onClick={() => {
          set('');
          input.current?.focus();
        }}
      >
        <ClearIcon fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      name={field.name}
      value={value}
      onChange={(e) => set(e.target.value)}
      onBlur={() => {
        if (normalise && normalise(value) !== value) set(normalise(value));
        field.onBlur();
      }}
      inputRef={(element: HTMLInputElement | null) => {
        field.ref(element);
        input.current = element;
      }}
      {...shown}
      disabled={disabled}
      autoComplete={autoComplete}
      multiline={multiline}
      minRows={minRows}
      maxRows={maxRows}
      helperText={
        counter ? (
          <CountedHelp
            message={shown.helperText}
            count={(counter.count ?? countCharacters)(value)}
            max={counter.max}
          />
        ) : (
          shown.helperText
        )
      }
      slotProps={{
        input: clear ? { endAdornment: clear } : undefined,
        htmlInput: { spellCheck: false },
        ...(counter ? { formHelperText: { sx: countedHelpSx } } : {}),
        ...helperSlots,
      }}
    />
  );
}

/**
 * A kana name (spec 001 §5: full-width katakana with ー): what an IME types in hiragana or
 * half-width katakana is shown as full-width katakana once the field is left, as the contract's
 * KanaField checks and sends it.
 */
export function KanaInput<T extends FieldValues, N extends Path<T>, O = T>(
  props: TextInputProps<T, N, O>,
) {
  return <TextInput {...props} normalise={typedText.kana} />;
}
