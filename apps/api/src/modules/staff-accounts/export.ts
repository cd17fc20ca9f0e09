import { roleTypeLabels, userTypeLabels, type StaffCsvQuery } from '@tayori/contract';
import type { Db } from '../../db/client';
import { accountCsvColumns, staffBatches } from '../../domain/accounts/directory';

/** Spec 001 §9: the file a staff search downloads. */
export const STAFF_CSV_FILE_NAME = 'staff_search_result.csv';

/** Spec 001 §3, §9: the account columns with the user type, the role and the notes. */
export const staffCsvColumns = accountCsvColumns(
  [
    { header: 'ユーザー種別', value: (r) => userTypeLabels[r.userType] },
    { header: 'ロール', value: (r) => (r.roleType ? roleTypeLabels[r.roleType] : null) },
  ],
  [{ header: '備考', value: (r) => r.note }],
);

/** Every account the conditions find, batch by batch in the search's order. */
export const staffCsvBatches = (db: Db, c: StaffCsvQuery) => staffBatches(db, c);
