import { useQuery } from '@tanstack/react-query';
import type { StudentFilter } from '@tayori/contract';
import { searchQueryOf } from '../../../shared/api/api-query';
import { callApi } from '../../../shared/api/client';
import { studentKeys } from './keys';

/** GET /api/v1/students: one page of the search (spec 001 §7), asked anew on each run. */
export const studentSearchOptions = searchQueryOf('studentSearch', studentKeys.search);

/** GET /api/v1/schools/{id}/student-filter: department, course and admission year choices. */
export function useStudentFilterChoices(extendedSchoolCode: string) {
  return useQuery<StudentFilter>({
    queryKey: studentKeys.filter(extendedSchoolCode),
    queryFn: ({ signal }) =>
      callApi('studentFilter', { params: { id: extendedSchoolCode }, signal }),
    enabled: extendedSchoolCode !== '',
    staleTime: 5 * 60_000,
  });
}
