import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** No header: the sign-in and transition screens. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {children}
    </Box>
  );
}
