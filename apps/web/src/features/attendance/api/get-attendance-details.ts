import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/users/attendance/details: counts per period and per course. */
export function getAttendanceDetails(signal?: AbortSignal) {
  return callApi('attendanceDetails', { signal });
}

export function useAttendanceDetails() {
  return useQuery({
    queryKey: ['attendanceDetails'],
    queryFn: ({ signal }) => getAttendanceDetails(signal),
  });
}
