import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/** A form's typed fields and the contract's normaliser of each (`typedText` of the contract). */
export type TypedFields<T extends FieldValues> = Partial<Record<Path<T>, (text: string) => string>>;

/**
 * Puts the normalised value of a typed field back in it (０９０ー１２３４… becomes 09012345678), so
 * the person sees what the contract's rule checks and what is sent. Not while typing: that would
 * break an IME's composition. After a first submit the field is checked again, as typing does.
 */
export function showNormalised<T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
  normalise: (text: string) => string,
): void {
  const value: unknown = form.getValues(name);
  if (typeof value !== 'string') return;
  const normalised = normalise(value);
  if (normalised === value) return;
  form.setValue(name, normalised as PathValue<T, Path<T>>, {
    shouldDirty: true,
    shouldValidate: form.formState.isSubmitted,
  });
}

/** register() options that show a typed field normalised when it loses focus. */
export const normaliseOnBlur = <T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
  normalise: (text: string) => string,
) => ({ onBlur: () => showNormalised(form, name, normalise) });

/**
 * Shows every typed field normalised; call it before handleSubmit, since Enter submits without a
 * blur, so the messages shown after submit are about the values that were checked.
 */
export function showAllNormalised<T extends FieldValues, O = T>(
  form: UseFormReturn<T, unknown, O>,
  fields: TypedFields<T>,
): void {
  for (const name of Object.keys(fields) as Path<T>[]) {
    const normalise = fields[name];
    if (normalise) showNormalised(form, name, normalise);
  }
}
