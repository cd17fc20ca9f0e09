import { useQuery } from '@tanstack/react-query';
import type {
  TutorCsvQuery,
  TutorDetail,
  TutorSearchQuery,
  TutorUpdateBody,
} from '@tayori/contract';
import { recordQuery, searchQueryOf } from '../../../shared/api/api-query';
import { callApi, callApiFile } from '../../../shared/api/client';

/** Query keys of tutor accounts: a write invalidates `tutorKeys.all`. */
export const tutorKeys = {
  all: ['tutor-accounts'] as const,
  search: (query: TutorSearchQuery, run = 0) => ['tutor-accounts', 'search', query, run] as const,
  detail: (uid: string) => ['tutor-accounts', 'detail', uid] as const,
};

/** GET /api/v1/tutors: one page of a school's tutors, asked anew on each run. */
export const tutorSearchOptions = searchQueryOf('tutorSearch', tutorKeys.search);

/** GET /api/v1/tutors/{id}/detail. */
export const useTutorDetail = (uid: string | null) =>
  useQuery(
    recordQuery(uid, tutorKeys.detail, (id, signal) =>
      callApi('tutorDetail', { params: { id }, signal }),
    ),
  );

/** PATCH /api/v1/tutors/{id}: answers the saved detail. */
export const updateTutor = (uid: string, body: TutorUpdateBody): Promise<TutorDetail> =>
  callApi('tutorUpdate', { params: { id: uid }, body });

/** GET /api/v1/tutors/csv: every tutor the conditions find, as tutor_search_result.csv. */
export const fetchTutorCsv = (query: TutorCsvQuery): Promise<Blob> =>
  callApiFile('tutorCsv', { query });
