import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { guardA3Limit } from './a3-license-guard';
import type { StoredStaffAccount } from './directory';
import type { Principal, PrincipalLookup } from '../../platform/identity/auth';
import { changeAccounts } from './state';
import { changeDetail } from '../../platform/data/audit';
import type { Clock } from '../../platform/clock';
import { versionedWrite } from '../../platform/data/versioned-write';

/** What the staff and tutor account routes are registered with (server.ts). */
export interface AccountRouteDeps {
  db: Db;
  clock: Clock;
  principals: PrincipalLookup;
  /** Whether this portal issues temporary passwords (the bundled identity provider). */
  passwordsIssued: boolean;
}

/** The account's columns an edit of the staff or the tutor screens sets. */
export type AccountChange = Partial<typeof users.$inferInsert> &
  Pick<typeof users.$inferInsert, 'status' | 'a3License'> & { schoolId: number | null };

/**
 * An edit of a staff, other or tutor account (spec 001 §4, §5, §8): the A3 limit checked under the
 * school's lock, written only while `seq` is still the one read and the account is not deleted
 * (else 409), audited with the fields changed (secret ones' values left out: changeDetail), and a
 * change away from ACTIVE ends the account's access (changeAccounts).
 */
export async function writeAccountChange(
  ctx: { db: Db; clock: Clock; principal: Principal; principals: PrincipalLookup },
  entity: 'staff' | 'tutor',
  current: StoredStaffAccount,
  next: AccountChange,
  seq: number,
): Promise<void> {
  const id = current.uid;
  const before: Record<string, unknown> = { ...current, status: current.userStatusType };
  const after: Record<string, unknown> = next;
  const changed = Object.keys(next).filter((k) => (before[k] ?? null) !== (after[k] ?? null));
  await changeAccounts(ctx.db, ctx.principals, async (tx, leftActive) => {
    await guardA3Limit(
      tx,
      id,
      { schoolId: current.schoolId, a3License: current.a3License, status: current.userStatusType },
      { schoolId: next.schoolId, a3License: next.a3License ?? false, status: next.status ?? '' },
    );
    await versionedWrite(tx, users, {
      where: and(eq(users.id, id), ne(users.status, 'DELETE')),
      seq,
      set: next,
      by: ctx.principal.userId,
      now: ctx.clock.now(),
      audit: { action: 'update', entity, entityId: id, detail: changeDetail(changed, after) },
    });
    if (current.userStatusType === 'ACTIVE' && next.status !== 'ACTIVE') leftActive([id]);
  });
}
