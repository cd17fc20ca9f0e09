import type { SQL } from 'drizzle-orm';
import {
  accessLogOperationLabel,
  roleTypeLabels,
  type AccessLogConditions,
  type AccessLogEntry,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import type { CsvColumn } from '../../platform/csv';
import { conditionsOf, entriesOf } from './search';

/** The file a download is named. */
export const ACCESS_LOG_CSV_FILE_NAME = 'access_log.csv';

/** Entries read per statement: the file streams, a month of entries never sits in memory. */
const BATCH = 1000;

/** An instant as a person in Tokyo reads it: 2026-04-01 09:30:05. */
const tokyoTime = (iso: string) =>
  new Date(new Date(iso).getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const studentsOf = (e: AccessLogEntry) =>
  e.students.map((s) => (s.studentNumber ? `${s.name}（${s.studentNumber}）` : s.name)).join('、');

export const accessLogColumns: readonly CsvColumn<AccessLogEntry>[] = [
  { header: '日時', value: (e) => tokyoTime(e.at) },
  { header: '教職員', value: (e) => e.staffName },
  { header: 'ロール', value: (e) => (e.roleType ? roleTypeLabels[e.roleType] : null) },
  { header: '種別', value: (e) => (e.kind === 'read' ? '閲覧' : '変更') },
  { header: '操作', value: (e) => accessLogOperationLabel(e) },
  { header: '対象', value: (e) => e.recordId },
  { header: '学生', value: studentsOf },
  { header: '学生数', value: (e) => e.studentCount },
  { header: '接続元', value: (e) => e.address },
];

/** The entries of the conditions, newest first, a batch at a time (keyset on at and id). */
export async function* accessLogBatches(
  db: Db,
  q: AccessLogConditions,
): AsyncGenerator<AccessLogEntry[]> {
  const conditions: SQL[] | null = await conditionsOf(db, q);
  if (conditions === null) return;
  let after: { at: string; id: number } | undefined;
  for (;;) {
    const batch = await entriesOf(db, conditions, { limit: BATCH, after });
    if (batch.length > 0) yield batch;
    if (batch.length < BATCH) return;
    const last = batch.at(-1)!;
    after = { at: last.at, id: last.id };
  }
}
