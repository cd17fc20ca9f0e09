import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';

/**
 * The <form> of the registration and edit screens. Saving goes through the buttons' confirm
 * dialogs, never a native submit (Enter in a field must not send a notice).
 */
export function NoticeFormFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-busy={busy}
      onSubmit={(e) => e.preventDefault()}
    >
      {children}
    </Stack>
  );
}
