import type { StudentSearchConditions } from '@tayori/contract';
import { callApiFile } from '../../../shared/api/client';

/**
 * GET /api/v1/students/csv: every student the conditions find, as the file (spec 001 §4 "a
 * download fetches all records"; one streamed call instead of the list with limit = total:
 * docs/decisions/student-accounts.md).
 */
export const fetchStudentCsv = (conditions: StudentSearchConditions): Promise<Blob> =>
  callApiFile('studentCsv', { query: conditions });
