import type { TutorCsvQuery } from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  accountCsvLead,
  accountCsvPlace,
  licenseCsvColumn,
  staffBatches,
  type StaffRow,
} from '../../domain/accounts/directory';
import type { Principal } from '../../platform/identity/auth';
import type { CsvColumn } from '../../platform/csv';
import { tutorConditions } from './service';

/** Spec 001 §9: the file a tutor search downloads. */
export const TUTOR_CSV_FILE_NAME = 'tutor_search_result.csv';

/** Spec 001 §3, §9: the CSV's columns, Japanese headers, in the search table's order and more. */
export const tutorCsvColumns: readonly CsvColumn<StaffRow>[] = [
  ...accountCsvLead,
  ...accountCsvPlace,
  licenseCsvColumn,
];

/**
 * Every tutor the conditions find, batch by batch in the search's order; the school checked
 * (404 out of reach) before the file starts.
 */
export async function tutorCsvBatches(db: Db, p: Principal, c: TutorCsvQuery) {
  return staffBatches(db, await tutorConditions(db, p, c));
}
