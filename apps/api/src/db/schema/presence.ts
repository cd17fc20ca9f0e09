import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { schools } from './schools';
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

/**
 * A school's contactability figures as they stood on a day (Asia/Tokyo), one row per school, day
 * and group: the board's rate over time. Written by the daily contactability job; the board's
 * figures of today are always counted afresh.
 */
export const contactabilitySnapshots = pgTable(
  'contactability_snapshots',
  {
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    day: date('day', { mode: 'string' }).notNull(),
    userType: text('user_type', { enum: ['STUDENT', 'STAFF'] }).notNull(),
    total: integer('total').notNull(),
    portalRecent: integer('portal_recent').notNull(),
    mailSuppressed: integer('mail_suppressed').notNull(),
    phoneOnFile: integer('phone_on_file').notNull(),
    unreachable: integer('unreachable').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userType, t.day] })],
);
