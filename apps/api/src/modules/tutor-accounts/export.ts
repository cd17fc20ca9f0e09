import type { TutorCsvQuery } from '@tayori/contract';
import type { Db } from '../../db/client';
import { accountCsvColumns, staffBatches } from '../../domain/accounts/directory';
import type { Principal } from '../../platform/identity/auth';
import { tutorConditions } from './service';

/** Spec 001 §9: the file a tutor search downloads. */
export const TUTOR_CSV_FILE_NAME = 'tutor_search_result.csv';

/** Spec 001 §3, §9: the account columns alone. */
export const tutorCsvColumns = accountCsvColumns();

/**
 * Every tutor the conditions find, batch by batch in the search's order; the school checked
 * (404 out of reach) before the file starts.
 */
export async function tutorCsvBatches(db: Db, p: Principal, c: TutorCsvQuery) {
  return staffBatches(db, await tutorConditions(db, p, c));
}
