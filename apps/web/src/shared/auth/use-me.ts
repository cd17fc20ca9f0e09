import { useQuery } from '@tanstack/react-query';
import { endpoints, type Me } from '@tayori/contract';
import { useAuth } from 'react-oidc-context';
import { callApi } from '../api/client';

export const meQueryKey = ['me'] as const;

/**
 * The signed-in user from GET /api/v1/me: userType and roleType come from the server, never from
 * the token. Disabled while nobody is signed in; cached for the session (it changes only with the user).
 */
export function useMe() {
  const auth = useAuth();
  const sub = auth.user?.profile.sub;
  return useQuery<Me>({
    queryKey: [...meQueryKey, sub],
    queryFn: ({ signal }) => callApi(endpoints.me, { signal }),
    enabled: auth.isAuthenticated,
    staleTime: Infinity,
    retry: false,
  });
}
