import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTranslation } from '../../i18n';
import { useFieldDisabled } from '../form-busy';

type LicenseValues = FieldValues & { a1License: boolean; a3License: boolean };

/**
 * Spec 001 §4: licences A1 and A3 are exclusive (ticking one clears the other) and one is
 * required (the contract's rule shows its message on a3License). The staff and tutor forms.
 */
export function LicenseInput<T extends LicenseValues, O = T>({
  control,
  disabled: disabledProp,
}: {
  control: Control<T, unknown, O>;
  disabled?: boolean;
}) {
  const disabled = useFieldDisabled(disabledProp);
  const { t } = useTranslation();
  const a1 = useController({ control, name: 'a1License' as Path<T> });
  const a3 = useController({ control, name: 'a3License' as Path<T> });
  const error = a3.fieldState.error?.message;
  const box = (own: typeof a1, other: typeof a1, label: string) => (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          checked={!!own.field.value}
          onChange={(e) => {
            own.field.onChange(e.target.checked);
            if (e.target.checked) other.field.onChange(false);
          }}
        />
      }
    />
  );
  return (
    <FormControl error={!!error} disabled={disabled} required>
      <FormLabel component="legend">{t('account_license')}</FormLabel>
      <FormGroup row>
        {box(a1, a3, t('account_a1'))}
        {box(a3, a1, t('account_a3'))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
