import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { leaveAccounts, upsertAccounts, upsertStudents, type AppliedBy } from '../apply-accounts';
import { link } from './links';
import { StoredLinkRow } from '../stored-rows';
import { signInKey } from '../look-ups';

type Row = { action: string; data: Record<string, unknown> };

/**
 * A batch of a OneRoster import (docs/roster-import.md "OneRoster"): its students and staff applied
 * as a CSV's of their kind would be, the leaving ones suspended, then each account's sourcedId and
 * the school's recorded so the export writes them back and a later delta finds them.
 */
export async function applyOneRosterRows(tx: Db, rows: Row[], by: AppliedBy): Promise<void> {
  const of = (action: string) => rows.filter((r) => r.action === action).map((r) => r.data);
  const upserts = rows.filter((r) => r.action === 'new' || r.action === 'changed');
  const ofKind = (kind: string) =>
    upserts.filter((r) => r.data.rowKind === kind).map((r) => r.data);
  await leaveAccounts(tx, of('leaving'), by);
  const students = await upsertStudents(tx, ofKind('students'), by);
  const accounts = await upsertAccounts(tx, ofKind('accounts'), by);
  const sourced = [
    ...students,
    ...accounts,
    ...of('link').map((d) => StoredLinkRow.parse(d)),
  ].filter((d) => d.sourcedId);
  if (sourced.length === 0) return;
  const emails = sourced.map((d) => d.email.toLowerCase());
  const found = await tx
    .select({ id: users.id, email: signInKey() })
    .from(users)
    .where(inArray(signInKey(), emails));
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
