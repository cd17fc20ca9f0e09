import { createQueryClient } from './query-client';

/** One client for the whole session: every route that mounts the provider shares its cache. */
export const queryClient = createQueryClient();
