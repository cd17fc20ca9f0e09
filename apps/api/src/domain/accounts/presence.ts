import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { userPresence } from '../../db/schema';
import { preparedStatement } from '../../platform/data/prepared';
import type { Db } from '../../db/client';

/**
 * Records that a person opened the portal (the app asks /me once per load): at most one write an
 * hour per person. This process remembers whom it recorded within the hour and asks the database
 * nothing for them (a morning's reloads cost no round trip); another instance's write, unknown
 * here, is kept from repeating by the statement's own hour condition.
 */
const visit = preparedStatement(
  'record_visit',
  sql`insert into ${userPresence} (user_id, first_seen_at, last_seen_at)
    values (${sql.placeholder('userId')}, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz)
    on conflict (user_id) do update set last_seen_at = excluded.last_seen_at
    where ${userPresence.lastSeenAt} < excluded.last_seen_at - interval '1 hour'`,
);

const HOUR_MS = 3_600_000;
/** The people this process recorded and when, per database (a bounded LRU: ~100 bytes each). */
const recorded = new WeakMap<Db, LRUCache<string, { at: number }>>();

export async function recordVisit(db: Db, userId: string, at: Date): Promise<void> {
  let seen = recorded.get(db);
  if (!seen) recorded.set(db, (seen = new LRUCache({ max: 50_000 })));
  const last = seen.get(userId);
  if (last && at.getTime() - last.at < HOUR_MS) return;
  await visit(db).execute({ userId, at: at.toISOString() });
  seen.set(userId, { at: at.getTime() });
}
