import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/** One client for the whole session: every route that mounts this provider shares its cache. */
const queryClient = createQueryClient();

/**
 * TanStack Query for the screens that call the API. Loaded with the first such screen, so /lock
 * and /cushion (which call nothing) do not carry query-core in the initial download.
 */
export default function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
