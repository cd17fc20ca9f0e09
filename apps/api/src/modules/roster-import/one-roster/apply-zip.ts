import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { adoptCreated } from '../adopt-created';
import { applyAccounts, applyLeaving, applyStudents, type AppliedBy } from '../apply-accounts';
import { link } from './links';

type Row = { action: string; data: Record<string, unknown> };

/**
 * A batch of a OneRoster import (docs/roster-import.md "OneRoster"): its students and staff applied
 * as a CSV's of their kind would be, the leaving ones suspended, then each account's sourcedId and
 * the school's recorded so the export writes them back and a later delta finds them.
 */
export async function applyOneRosterRows(tx: Db, rows: Row[], by: AppliedBy): Promise<void> {
  await applyLeaving(
    tx,
    rows.filter((r) => r.action === 'leaving').map((r) => String(r.data.userId)),
    by,
  );
  for (const kind of ['students', 'accounts'] as const) {
    const upserts = rows
      .filter((r) => (r.action === 'new' || r.action === 'changed') && r.data.rowKind === kind)
      .map((r) => r.data);
    if (upserts.length === 0) continue;
    await adoptCreated(tx, kind, upserts, by.schoolId);
    await (kind === 'students' ? applyStudents : applyAccounts)(tx, upserts, by);
  }
  const sourced = rows.map((r) => r.data).filter((d) => d.sourcedId);
  if (sourced.length === 0) return;
  const emails = sourced.map((d) => String(d.email).toLowerCase());
  const found = await tx
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idOf = new Map(found.map((f) => [f.email, f.id]));
  await link(
    tx,
    'user',
    sourced.flatMap((d) => {
      const localId = idOf.get(String(d.email).toLowerCase());
      return localId
        ? [{ sourcedId: String(d.sourcedId), localId, masterId: String(d.masterId) }]
        : [];
    }),
  );
  await link(tx, 'org', [
    { sourcedId: String(sourced[0]!.orgSourcedId), localId: String(by.schoolId) },
  ]);
}
