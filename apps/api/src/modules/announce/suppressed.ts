import { asc, eq, sql } from 'drizzle-orm';
import type { AnnounceSuppressed } from '@tayori/contract';
import type { Db } from '../../db/client';
import { mailSuppressions, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { distinctIds, recipientsSchool, uuidArray } from './recipients';
import { personNameSql } from '../../platform/data/person-name';

/**
 * POST …/announce/suppressed (docs/decisions/delivery.md): before sending, which of the ticked
 * destinations the mail would skip because earlier mail to their address bounced, and why — so
 * the sender can have the address corrected first. The destinations are checked as the send checks
 * them (one school the caller reaches; 400 otherwise).
 */
export async function findSuppressed(
  db: Db,
  p: Principal,
  userIdList: readonly string[],
): Promise<AnnounceSuppressed> {
  const ids = distinctIds(userIdList);
  await recipientsSchool(db, p, ids);
  const rows = await db
    .select({
      userId: users.id,
      name: personNameSql(users),
      emailAddress: users.email,
      reason: mailSuppressions.reason,
      text: mailSuppressions.text,
      since: mailSuppressions.since,
    })
    .from(users)
    .innerJoin(mailSuppressions, eq(mailSuppressions.address, sql`lower(${users.email})`))
    .where(sql`${users.id} = any(${uuidArray(ids)}::uuid[])`)
    .orderBy(asc(users.lastNameKana), asc(users.id));
  return { suppressedList: rows.map((r) => ({ ...r, since: r.since.toISOString() })) };
}
