import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { Header } from './header';

/** Header plus a narrow message column: the error and not-found pages. */
export default function ErrorLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, sm: 8 } }}>
        {children}
      </Container>
    </>
  );
}
