import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import { Header } from './header';

/** Header plus content in a centred column. */
export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <Container
        component="main"
        maxWidth="lg"
        sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}
      >
        {children}
      </Container>
    </>
  );
}
