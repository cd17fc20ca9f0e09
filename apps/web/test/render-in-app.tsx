import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ConfirmProvider } from '../src/shared/ui/confirm-dialog';
import { SnackbarProvider } from '../src/shared/ui/snackbar';

/**
 * `node` inside the app's providers, as a screen needs them: a router at `url`, a query client of
 * its own that does not retry (a failed answer shows at once), snackbars and confirm dialogs.
 */
export function renderInApp(node: ReactNode, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <QueryClientProvider client={client}>
        <SnackbarProvider>
          <ConfirmProvider>{node}</ConfirmProvider>
        </SnackbarProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}
