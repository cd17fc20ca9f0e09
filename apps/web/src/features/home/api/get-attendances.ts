import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/users/attendances: the rate per period, and whether the school shows it. */
export function getAttendances(signal?: AbortSignal) {
  return callApi('attendances', { signal });
}

export const attendancesQuery = queryOptions({
  queryKey: ['attendances'],
  queryFn: ({ signal }) => getAttendances(signal),
});

export const useAttendances = () => useQuery(attendancesQuery);
