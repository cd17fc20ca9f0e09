import { useQuery } from '@tanstack/react-query';
import type { StudentFilter } from '@tayori/contract';
import { callApi } from '../../shared/api/client';

/**
 * GET /api/v1/schools/{id}/student-filter: the choices of the filters after the school (spec 001
 * §2), for the pickers of notification groups and announcement destinations.
 */
export function useStudentFilter(extendedSchoolCode: string) {
  return useQuery<StudentFilter>({
    queryKey: ['student-filter', extendedSchoolCode],
    queryFn: ({ signal }) =>
      callApi('studentFilter', { params: { id: extendedSchoolCode }, signal }),
    enabled: extendedSchoolCode !== '',
    staleTime: 5 * 60_000,
  });
}
