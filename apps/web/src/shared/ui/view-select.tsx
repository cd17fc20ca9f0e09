import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/**
 * A small select that changes what a screen shows (which recipients, which series), not a form
 * field: its options are a closed list, so the chosen value comes back typed.
 */
export function ViewSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  maxWidth = 240,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
  maxWidth?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(e) => onChange(options.find((o) => o.value === e.target.value)!.value)}
      sx={{ maxWidth }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
