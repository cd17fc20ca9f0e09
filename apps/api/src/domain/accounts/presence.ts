import { sql } from 'drizzle-orm';
import { userPresence } from '../../db/schema';
import { preparedStatement } from '../../platform/data/prepared';
import type { Db } from '../../db/client';

/**
 * Records that a person opened the portal (the app asks /me once per load): at most one write an
 * hour per person, so the morning peak adds no more than one small upsert per student.
 */
const visit = preparedStatement(
  'record_visit',
  sql`insert into ${userPresence} (user_id, first_seen_at, last_seen_at)
    values (${sql.placeholder('userId')}, ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('at')}::timestamptz)
    on conflict (user_id) do update set last_seen_at = excluded.last_seen_at
    where ${userPresence.lastSeenAt} < excluded.last_seen_at - interval '1 hour'`,
);

export async function recordVisit(db: Db, userId: string, at: Date): Promise<void> {
  await visit(db).execute({ userId, at: at.toISOString() });
}
