import { z } from '../zod';
import { defineEndpoint } from '../endpoint';
import { apiRoutes } from '../api-routes';
import { studentAccountEditors, studentAccountViewers, studentCsvCreators } from '../roles';
import {
  StudentDetail,
  StudentIdParams,
  StudentSearchConditions,
  StudentSearchQuery,
  StudentSearchResult,
  StudentUpdateBody,
} from './wire';

/** The CSV file of a search (text/csv, UTF-8 with BOM; docs/decisions/student-accounts.md). */
export const CsvFile = z.string();

/**
 * Student accounts (spec 001 §2, §6, §7; docs/decisions/student-accounts.md). Any staff role but
 * VISTA_VIEWER searches and views; SYSTEM_ADMINISTRATOR edits. SCHOOL_* roles reach only the
 * students of their school groups' schools: any other id answers 404 as a missing one.
 */
export const studentAccountEndpoints = {
  studentSearch: defineEndpoint({
    ...apiRoutes.studentSearch,
    query: StudentSearchQuery,
    response: StudentSearchResult,
    access: studentAccountViewers,
    summary:
      "One page of a school's students by the search conditions, by student number; a school out of reach answers 404.",
    errors: [404],
  }),
  studentCsv: defineEndpoint({
    ...apiRoutes.studentCsv,
    query: StudentSearchConditions,
    response: CsvFile,
    access: studentCsvCreators,
    summary:
      'Every student the conditions find, as student_search_result.csv (UTF-8 with BOM, a Japanese header row, empty cells as -), streamed.',
    errors: [404],
  }),
  studentDetail: defineEndpoint({
    ...apiRoutes.studentDetail,
    params: StudentIdParams,
    response: StudentDetail,
    access: studentAccountViewers,
    summary: "A student's account with its code labels, the caller's variant and abilities.",
  }),
  studentUpdate: defineEndpoint({
    ...apiRoutes.studentUpdate,
    params: StudentIdParams,
    body: StudentUpdateBody,
    response: StudentDetail,
    access: studentAccountEditors,
    summary:
      "Edits a student's account (stale seq: 409). A status other than ACTIVE ends the student's sessions and new deliveries.",
    errors: [409],
  }),
};
