import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * When a person last opened the portal (docs/decisions/delivery.md): the contactability board's
 * "signed in in the last 30 days". Kept apart from `users` (whose rows carry the edit lock `seq`)
 * and written at most once an hour per person, when the app loads their /me.
 */
export const userPresence = pgTable('user_presence', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
});
