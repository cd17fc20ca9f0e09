import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * A form whose button asks for a preview (docs/roster-import.md: an import or a year update
 * changes nothing until its preview is applied): the fields in a column, what stops the check
 * said above the button, the button below. The page sends it; the browser does not.
 */
export function CheckForm({
  submitLabel,
  disabled,
  problem,
  onSubmit,
  children,
}: {
  submitLabel: string;
  disabled: boolean;
  problem: ReactNode;
  onSubmit(): void;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
