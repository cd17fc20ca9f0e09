import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from './auth';
import { callApi } from '../api/client';

export const meQueryKey = ['me'] as const;

/** GET /api/v1/me for the user `sub`, cached for the session (it changes only with the user). */
export function meQuery(sub: string | undefined) {
  return queryOptions({
    queryKey: [...meQueryKey, sub],
    queryFn: ({ signal }) => callApi('me', { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The signed-in user from GET /api/v1/me: userType and roleType come from the server, never from
 * the token. Disabled while nobody is signed in.
 */
export function useMe() {
  const auth = useAuth();
  return useQuery({ ...meQuery(auth.user?.profile.sub), enabled: auth.isAuthenticated });
}
