import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Header } from './header';

/** Header plus full-width content: wide tables (notice search, notice list). */
export default function FullScreenLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Box component="main" sx={{ width: '100%', py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Box>
    </>
  );
}
