import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { adoptCreated } from '../adopt-created';
import { applyAccounts, applyLeaving, applyStudents, type AppliedBy } from '../apply-accounts';
import { link } from './links';
import {
  StoredAccountRow,
  StoredLeavingRow,
  StoredLinkRow,
  StoredStudentRow,
} from '../stored-rows';

type Row = { action: string; data: Record<string, unknown> };

/**
 * A batch of a OneRoster import (docs/roster-import.md "OneRoster"): its students and staff applied
 * as a CSV's of their kind would be, the leaving ones suspended, then each account's sourcedId and
 * the school's recorded so the export writes them back and a later delta finds them.
 */
export async function applyOneRosterRows(tx: Db, rows: Row[], by: AppliedBy): Promise<void> {
  await applyLeaving(
    tx,
    rows.filter((r) => r.action === 'leaving').map((r) => StoredLeavingRow.parse(r.data).userId),
    by,
  );
  const upserts = rows.filter((r) => r.action === 'new' || r.action === 'changed');
  const students = upserts
    .filter((r) => r.data.rowKind === 'students')
    .map((r) => StoredStudentRow.parse(r.data));
  const accounts = upserts
    .filter((r) => r.data.rowKind === 'accounts')
    .map((r) => StoredAccountRow.parse(r.data));
  if (students.length > 0) {
    await adoptCreated(tx, 'students', students, by.schoolId);
    await applyStudents(tx, students, by);
  }
  if (accounts.length > 0) {
    await adoptCreated(tx, 'accounts', accounts, by.schoolId);
    await applyAccounts(tx, accounts, by);
  }
  const sourced = [
    ...students,
    ...accounts,
    ...rows.filter((r) => r.action === 'link').map((r) => StoredLinkRow.parse(r.data)),
  ].filter((d) => d.sourcedId);
  if (sourced.length === 0) return;
  const emails = sourced.map((d) => d.email.toLowerCase());
  const found = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idOf = new Map(found.map((f) => [f.email, f.id]));
  await link(
    tx,
    'user',
    sourced.flatMap((d) => {
      const localId = idOf.get(d.email.toLowerCase());
      return localId ? [{ sourcedId: d.sourcedId!, localId, masterId: d.masterId ?? null }] : [];
    }),
  );
  await link(tx, 'org', [{ sourcedId: sourced[0]!.orgSourcedId!, localId: String(by.schoolId) }]);
}
