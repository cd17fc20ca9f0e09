import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFieldDisabled } from '../form-busy';

/** What every field of the kit takes: where its value lives, and how it is labelled. */
export interface FieldProps<T extends FieldValues, N extends Path<T> = Path<T>, O = T> {
  /** The form's control; `O` is what its resolver hands on (the contract's output). */
  control: Control<T, unknown, O>;
  name: N;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error message. */
  helperText?: ReactNode;
  /** Gives the helper text the warning colour (e.g. a group with careful students). */
  warning?: boolean;
  className?: string;
  fullWidth?: boolean;
}

/** The helper line: the field's error message first, else its help. */
export const helperOf = (error: { message?: string } | undefined, help: ReactNode) =>
  error?.message ?? help;

/** slotProps of a helper line in the warning colour (while there is no error). */
export const warningHelper = (warning: boolean | undefined, hasError: boolean) =>
  warning && !hasError ? { formHelperText: { sx: { color: 'warning.dark' } } } : {};

/**
 * The binding every field of the kit starts from: the form's controller, the disabled state (the
 * field's own or the busy form's), and what each shows the same way — the label, the required
 * mark, the error state and the helper line (its message first), in the warning colour when asked.
 */
export function useBoundField<T extends FieldValues, N extends Path<T>, O>(
  props: FieldProps<T, N, O>,
  rules?: { deps?: Path<T>[] },
) {
  const { field, fieldState } = useController({
    control: props.control,
    name: props.name,
    rules: rules?.deps && { deps: rules.deps },
  });
  const hasError = !!fieldState.error;
  return {
    field,
    fieldState,
    disabled: useFieldDisabled(props.disabled),
    shown: {
      label: props.label,
      required: props.required,
      error: hasError,
      helperText: helperOf(fieldState.error, props.helperText),
      className: props.className,
      fullWidth: props.fullWidth,
    },
    helperSlots: warningHelper(props.warning, hasError),
  };
}
