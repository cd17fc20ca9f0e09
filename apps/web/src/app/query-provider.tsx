import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { meQuery } from '../shared/auth/use-me';
import { queryClient } from './session-queries';

/**
 * TanStack Query for the screens that call the API. Loaded with the first such screen, so /lock
 * and /cushion (which call nothing) do not carry query-core in the initial download.
 */
export default function AppQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * A first load's data, fetched into the cache before the first frame (app/preload.ts): GET
 * /api/v1/me of user `sub` (for routes with a role check) and what the page draws first. Both take
 * the answers the entry asked for early. Failures stay in the cache for the screen to show.
 */
export function prefetchFirstFrame(
  sub: string | undefined,
  page: ((client: QueryClient) => Promise<unknown>) | undefined,
): Promise<unknown> {
  return Promise.all([
    sub === undefined ? undefined : queryClient.prefetchQuery(meQuery(sub)),
    page?.(queryClient),
  ]);
}
