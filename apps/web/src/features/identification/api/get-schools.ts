import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/schools?areaCode=: the schools of one area. */
export function getSchools(areaCode: string, signal?: AbortSignal) {
  return callApi('schools', { query: { areaCode }, signal, anonymous: true });
}

/** The schools of `areaCode`; idle until an area is chosen. */
export function useSchools(areaCode: string) {
  return useQuery({
    queryKey: ['schools', { areaCode }],
    queryFn: ({ signal }) => getSchools(areaCode, signal),
    enabled: areaCode !== '',
    staleTime: 60 * 60_000,
  });
}
