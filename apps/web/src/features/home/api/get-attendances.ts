import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/users/attendances: the rate per period, and whether the school shows it. */
export function getAttendances(signal?: AbortSignal) {
  return callApi('attendances', { signal });
}

export function useAttendances() {
  return useQuery({
    queryKey: ['attendances'],
    queryFn: ({ signal }) => getAttendances(signal),
  });
}
