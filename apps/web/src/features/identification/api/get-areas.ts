import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/areas: the area choices, asked without a token (the student is not signed in). */
export function getAreas(signal?: AbortSignal) {
  return callApi('areas', { signal, anonymous: true });
}

export function useAreas() {
  return useQuery({
    queryKey: ['areas'],
    queryFn: ({ signal }) => getAreas(signal),
    staleTime: 60 * 60_000,
  });
}
