import type { FormEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LoadingOverlay } from '../ui/loading-overlay';
import { FormBusy } from './form-busy';

export interface SaveFormProps {
  /** The submit flow's busy flag (useSubmitFlow): fields and buttons disabled, the overlay shown. */
  busy: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): unknown;
  /** The form's accessible name, where the page holds more than one form. */
  label?: string;
  /** The submit button at the form's end (保存), right-aligned; none when the form has its own. */
  submitLabel?: string;
  /** What comes between the fields and the submit button (the record stamps). */
  end?: ReactNode;
  spacing?: number;
  children: ReactNode;
}

/** A form's submit button (保存), right-aligned at its end, disabled while the request runs. */
export function SubmitRow({ busy, label }: { busy: boolean; label: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 120 }}>
        {label}
      </Button>
    </Stack>
  );
}

/**
 * The frame of a screen's write form (spec 001 §4: "a loading/submit flag that disables forms
 * during a request"): its fields, then the submit button; while the request runs every field and
 * button is disabled and the overlay covers the screen.
 */
export function SaveForm({
  busy,
  onSubmit,
  label,
  submitLabel,
  end,
  spacing = 2,
  children,
}: SaveFormProps) {
  return (
    <FormBusy busy={busy}>
      <Stack
        component="form"
        noValidate
        spacing={spacing}
        aria-label={label}
        onSubmit={(e: FormEvent<HTMLFormElement>) => void onSubmit(e)}
      >
        {children}
        {end}
        {submitLabel && <SubmitRow busy={busy} label={submitLabel} />}
        <LoadingOverlay open={busy} />
      </Stack>
    </FormBusy>
  );
}
