import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';

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
