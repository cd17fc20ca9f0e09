import { useController, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { FieldProps } from './field-props';
import { useFieldDisabled } from '../form-busy';

/** A tick box bound to a boolean field of the form (e.g. an account's test-user flag). */
export function CheckboxInput<T extends FieldValues, N extends Path<T>, O = T>({
  control,
  name,
  label,
  disabled: disabledProp,
}: Pick<FieldProps<T, N, O>, 'control' | 'name' | 'label' | 'disabled'>) {
  const disabled = useFieldDisabled(disabledProp);
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          slotProps={{ input: { ref: field.ref } }}
          checked={!!field.value}
          onChange={(e) => field.onChange(e.target.checked as PathValue<T, N>)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
