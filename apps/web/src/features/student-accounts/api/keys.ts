import type { StudentSearchQuery } from '@tayori/contract';

/** Query keys of student accounts: an edit refreshes the searches and sets the student's detail. */
export const studentKeys = {
  searches: ['students', 'search'] as const,
  search: (query: StudentSearchQuery, run = 0) => [...studentKeys.searches, query, run] as const,
  detail: (id: string) => ['students', 'detail', id] as const,
  filter: (extendedSchoolCode: string) => ['students', 'filter', extendedSchoolCode] as const,
};
