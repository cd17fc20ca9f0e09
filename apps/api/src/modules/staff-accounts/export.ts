import { roleTypeLabels, userTypeLabels, type StaffCsvQuery } from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  accountCsvLead,
  accountCsvPlace,
  licenseCsvColumn,
  staffBatches,
  type StaffRow,
} from '../../domain/accounts/directory';
import type { CsvColumn } from '../../platform/csv';

/** Spec 001 §9: the file a staff search downloads. */
export const STAFF_CSV_FILE_NAME = 'staff_search_result.csv';

/** Spec 001 §3, §9: the CSV's columns, Japanese headers, in the search table's order and more. */
export const staffCsvColumns: readonly CsvColumn<StaffRow>[] = [
  ...accountCsvLead,
  { header: 'ユーザー種別', value: (r) => userTypeLabels[r.userType] },
  { header: 'ロール', value: (r) => (r.roleType ? roleTypeLabels[r.roleType] : null) },
  ...accountCsvPlace,
  licenseCsvColumn,
  { header: '備考', value: (r) => r.note },
];

/** Every account the conditions find, batch by batch in the search's order. */
export const staffCsvBatches = (db: Db, c: StaffCsvQuery) => staffBatches(db, c);
