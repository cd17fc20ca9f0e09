import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

export const profileQueryKey = ['profile'] as const;

/** GET /api/v1/users/: the caller's own profile with its seq. */
export function getProfile(signal?: AbortSignal) {
  return callApi('profile', { signal });
}

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
  });
}
