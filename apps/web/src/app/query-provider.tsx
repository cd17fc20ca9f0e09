import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './session-queries';

/**
 * TanStack Query for the screens that call the API. Loaded with the first such screen, so /lock
 * and /cushion (which call nothing) do not carry query-core in the initial download.
 */
export default function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
