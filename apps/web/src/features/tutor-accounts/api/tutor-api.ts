import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/** GET /api/v1/tutors: waits for the school (`query` null until the URL holds one). */
export const useTutorSearch = (query: TutorSearchQuery | null, run = 0) =>
  useQuery({
    queryKey: query ? tutorKeys.search(query, run) : tutorKeys.all,
    queryFn: ({ signal }) => callApi('tutorSearch', { query: query!, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
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
