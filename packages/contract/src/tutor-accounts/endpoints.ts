import { defineEndpoint } from '../endpoint';
import { apiRoutes } from '../api-routes';
import { tutorAccountEditors, tutorAccountViewers, tutorCsvCreators } from '../roles';
import { CsvFile } from '../student-accounts/endpoints';
import {
  TutorCsvQuery,
  TutorDetail,
  TutorIdParams,
  TutorSearchQuery,
  TutorSearchResult,
  TutorUpdateBody,
} from './wire';

/**
 * Tutor accounts (spec 001 §2, §6, §7): SCHOOL_EDITOR, SCHOOL_VIEWER, SYSTEM_ADMINISTRATOR and
 * VISTA_EDITOR search and view (SCHOOL_* the schools of their groups; any other tutor is 404);
 * SCHOOL_EDITOR and SYSTEM_ADMINISTRATOR edit. An A3 licence past the school limit answers 409
 * with the spec's message (§8).
 */
export const tutorAccountEndpoints = {
  tutorSearch: defineEndpoint({
    ...apiRoutes.tutorSearch,
    query: TutorSearchQuery,
    response: TutorSearchResult,
    access: tutorAccountViewers,
    summary: 'One page of the tutors of a school (required) by the conditions, by sign-in ID.',
  }),
  tutorCsv: defineEndpoint({
    ...apiRoutes.tutorCsv,
    query: TutorCsvQuery,
    response: CsvFile,
    access: tutorCsvCreators,
    summary:
      'Every tutor the conditions find, as tutor_search_result.csv (UTF-8 with BOM, a Japanese header row, empty cells as -), streamed.',
  }),
  tutorDetail: defineEndpoint({
    ...apiRoutes.tutorDetail,
    params: TutorIdParams,
    response: TutorDetail,
    access: tutorAccountViewers,
    summary: "A tutor with the caller's abilities (the editor flag is `abilities.edit`).",
  }),
  tutorUpdate: defineEndpoint({
    ...apiRoutes.tutorUpdate,
    params: TutorIdParams,
    body: TutorUpdateBody,
    response: TutorDetail,
    access: tutorAccountEditors,
    summary:
      'Edits a tutor (stale seq: 409; an A3 licence past the school limit: 409). Leaving ACTIVE ends its sessions.',
    errors: [409],
  }),
};
