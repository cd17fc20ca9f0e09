import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StudentFilter, StudentSearchQuery, StudentSearchResult } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { studentKeys } from './keys';

/** GET /api/v1/students: one page of the search (spec 001 §7), asked anew on each run. */
export function useStudentSearch(query: StudentSearchQuery | null, run = 0) {
  return useQuery<StudentSearchResult>({
    queryKey: query ? studentKeys.search(query, run) : studentKeys.searches,
    queryFn: ({ signal }) => callApi('studentSearch', { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

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
