import { Fragment, type ReactElement } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { typedText, type School } from '@tayori/contract';
import { SchoolInput } from './autocomplete-input';
import { SelectInput, type SelectOption } from './select-input';
import { TextInput } from './text-input';

/** The class of a field that begins a row of AccountFieldGrid (ListedField's `startsRow`). */
export const FIELD_STARTS_ROW = 'field-starts-row';

/**
 * One entry of a FieldList: a field described as data (a select of its options, a text field, a
 * kana field), or a field of its own kind as an element (a school picker, a select whose options
 * follow another field), in its place in the run.
 */
export type ListedField<T extends FieldValues> =
  DescribedField<T> | { kind: 'element'; key: string; element: ReactElement };

/** The school picker of a search or group form, on `extendedSchoolCode` (spec 000 §6). */
export const schoolField = <T extends FieldValues>(
  label: string,
  schools: readonly School[],
  required = false,
): DescribedField<T> => ({
  kind: 'school',
  name: 'extendedSchoolCode' as Path<T>,
  label,
  schools,
  required,
});

/** A field described as data. */
export type DescribedField<T extends FieldValues> = {
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /**
   * In a two-column grid (AccountFieldGrid) the field begins a row: 姓 and 名 then share one,
   * whatever comes before them.
   */
  startsRow?: boolean;
} & (
  | { kind: 'select'; options: readonly SelectOption[] }
  /** The school picker (SchoolInput): the form holds the extendedSchoolCode. */
  | { kind: 'school'; schools: readonly School[] }
  | {
      kind: 'text' | 'kana';
      multiline?: boolean;
      /** A `count / max` counter (spec 001 §9's limit) beside the message. */
      counter?: number;
      /** A multiline field opens this many rows high (2 unless said). */
      minRows?: number;
      /** A multiline field grows to this many rows, then scrolls inside itself. */
      maxRows?: number;
      /** The contract's normaliser of a typed text field (kana fields have theirs). */
      normalise?: (text: string) => string;
      /** How to write the value (a date's digits, a phone number), under the field. */
      hint?: string;
    }
);

/**
 * A run of a form's fields described as data, so the search and account forms of spec 001 §2
 * (student, staff, tutor) say which fields they show instead of repeating each field's markup.
 * Kana fields show what is typed as the full-width katakana the contract keeps (§5).
 * `clearable`: a search's conditions (each may be taken back to none); `readOnly`: all disabled.
 */
export function FieldList<T extends FieldValues, O = T>({
  control,
  fields,
  clearable = false,
  readOnly = false,
  fullWidth = false,
}: {
  control: Control<T, unknown, O>;
  fields: readonly (ListedField<T> | false)[];
  clearable?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
}) {
  return (
    <>
      {fields.map((f) => {
        if (!f) return null;
        if (f.kind === 'element') return <Fragment key={f.key}>{f.element}</Fragment>;
        const common = {
          control,
          name: f.name,
          label: f.label,
          required: f.required,
          disabled: readOnly || f.disabled,
          clearable,
          fullWidth,
          className: f.startsRow ? FIELD_STARTS_ROW : undefined,
        };
        if (f.kind === 'school') {
          const { clearable: _clearable, ...picker } = common;
          return <SchoolInput key={f.name} {...picker} schools={f.schools} />;
        }
        return f.kind === 'select' ? (
          <SelectInput key={f.name} {...common} options={f.options} />
        ) : (
          <TextInput
            key={f.name}
            {...common}
            multiline={f.multiline}
            minRows={f.multiline ? (f.minRows ?? 2) : undefined}
            maxRows={f.maxRows}
            counter={f.counter === undefined ? undefined : { max: f.counter }}
            normalise={f.kind === 'kana' ? typedText.kana : f.normalise}
            helperText={f.hint}
          />
        );
      })}
    </>
  );
}

/** A select of a field list: its field's name, label and options (e.g. `choice('userType', …)`). */
export const choice = <N extends string>(
  name: N,
  label: string,
  options: readonly SelectOption[],
  more: { required?: boolean; disabled?: boolean } = {},
) => ({ kind: 'select' as const, name, label, options, ...more });
