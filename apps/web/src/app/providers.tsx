import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { User } from 'oidc-client-ts';
import { AuthProvider } from '../shared/auth/auth';
import { rememberReturnPath } from '../shared/auth/return-path';
import { paths } from '../shared/navigation/paths';
import { ConfirmProvider } from '../shared/ui/confirm-dialog';
import { SnackbarProvider } from '../shared/ui/snackbar';
import { theme } from './theme';

/**
 * After the IdP redirects to /cushion with a code, the auth provider exchanges it and calls this.
 * It only keeps the requested path: /cushion then navigates with the router (DESIGN.md §10: not
 * history.replaceState, which the router would not see), which also drops the code from the URL.
 */
function onSigninCallback(user: User | undefined): void {
  rememberReturnPath(user?.state);
}

/** Only /cushion handles a sign-in callback; a stray `?code=&state=` elsewhere is left alone. */
const skipSigninCallback = window.location.pathname !== paths.Cushion;

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthProvider onSigninCallback={onSigninCallback} skipSigninCallback={skipSigninCallback}>
        {/* TanStack Query is provided per route (app/router.tsx), not here: /lock needs none. */}
        <SnackbarProvider>
          <ConfirmProvider>{children}</ConfirmProvider>
        </SnackbarProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
