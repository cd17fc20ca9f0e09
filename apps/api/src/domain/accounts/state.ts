import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { PrincipalLookup } from '../../platform/identity/auth';
import { endAccountSessions } from '../../platform/identity/bundled-idp';

/**
 * Writes that change accounts (docs/decisions/platform.md, spec 001 §4), one way for every path:
 * the staff, tutor and student edits, the roster import's rows and 利用停止, the year update's
 * graduates. An account that leaves ACTIVE (suspended, deleted, graduated) loses its sign-in
 * sessions in the write's own transaction, and its remembered principal once that commits (a token
 * issued before would otherwise pass for PRINCIPAL_CACHE_SECONDS more on this instance).
 */

/** What a write does when an account leaves ACTIVE: says which (any number of times). */
export type LeftActive = (userIds: readonly string[]) => void;

/** The principals an instance remembers; a job without them (a tool, a test) forgets nothing. */
export type Forgetting = Pick<PrincipalLookup, 'forget'> | null;

export async function changeAccounts<T>(
  db: Db,
  principals: Forgetting,
  write: (tx: Db, leftActive: LeftActive) => Promise<T>,
): Promise<T> {
  const left = new Set<string>();
  const result = await db.transaction(async (tx) => {
    const answer = await write(tx, (ids) => ids.forEach((id) => left.add(id)));
    for (const id of left) await endAccountSessions(tx, id);
    return answer;
  });
  for (const id of left) principals?.forget(id);
  return result;
}

/** Who changes accounts in bulk, and when. */
export interface Stamp {
  actorUserId: string | null;
  now: Date;
}

/**
 * The columns every bulk write of accounts sets besides its own: the stamps and the next `seq`
 * (so a screen holding the account's detail is told it changed, as versionedWrite does one by one).
 */
export const stamped = (by: Stamp) => ({
  updatedAt: by.now,
  updatedBy: by.actorUserId,
  seq: sql`${users.seq} + 1`,
});
