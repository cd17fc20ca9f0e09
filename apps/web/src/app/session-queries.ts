import { meQuery } from '../shared/auth/use-me';
import { createQueryClient } from './query-client';

/** One client for the whole session: every route that mounts the provider shares its cache. */
export const queryClient = createQueryClient();

/** Starts GET /api/v1/me for a stored sign-in before the route guard asks for it. */
export function prefetchMe(sub: string): void {
  void queryClient.prefetchQuery(meQuery(sub));
}
