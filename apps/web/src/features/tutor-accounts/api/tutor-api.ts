import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TutorCsvQuery,
  TutorDetail,
  TutorSearchQuery,
  TutorUpdateBody,
} from '@tayori/contract';
import { callApi, callApiFile } from '../../../shared/api/client';

/** Query keys of tutor accounts: a write invalidates `tutorKeys.all`. */
export const tutorKeys = {
  all: ['tutor-accounts'] as const,
  search: (query: TutorSearchQuery, run = 0) => ['tutor-accounts', 'search', query, run] as const,
  detail: (uid: string) => ['tutor-accounts', 'detail', uid] as const,
};

/** GET /api/v1/tutors: one page of a school's tutors, asked anew on each run. */
export const tutorSearchOptions = (query: TutorSearchQuery, run: number) =>
  queryOptions({
    queryKey: tutorKeys.search(query, run),
    queryFn: ({ signal }) => callApi('tutorSearch', { query, signal }),
  });

/** GET /api/v1/tutors/{id}/detail. */
export const useTutorDetail = (uid: string | null) =>
  useQuery({
    queryKey: tutorKeys.detail(uid ?? ''),
    queryFn: ({ signal }) => callApi('tutorDetail', { params: { id: uid! }, signal }),
    enabled: uid !== null,
  });

/** PATCH /api/v1/tutors/{id}: answers the saved detail. */
export const updateTutor = (uid: string, body: TutorUpdateBody): Promise<TutorDetail> =>
  callApi('tutorUpdate', { params: { id: uid }, body });

/** GET /api/v1/tutors/csv: every tutor the conditions find, as tutor_search_result.csv. */
export const fetchTutorCsv = (query: TutorCsvQuery): Promise<Blob> =>
  callApiFile('tutorCsv', { query });
