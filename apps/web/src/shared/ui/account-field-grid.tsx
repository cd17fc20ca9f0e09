import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The account forms' fields (staff, tutor): one column on a phone, two from `sm` up. */
export function AccountFieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
