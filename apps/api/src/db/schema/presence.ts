import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { schoolRef } from './schools';
import { userRef } from './users';
import { timestamptz } from './columns';

/**
 * When a person last opened the portal (docs/decisions/delivery.md): the contactability board's
 * "signed in in the last 30 days". Kept apart from `users` (whose rows carry the edit lock `seq`)
 * and written at most once an hour per person, when the app loads their /me.
 */
export const userPresence = pgTable('user_presence', {
  userId: userRef('user_id').primaryKey(),
  firstSeenAt: timestamptz('first_seen_at').notNull(),
  lastSeenAt: timestamptz('last_seen_at').notNull(),
});

/**
 * A school's contactability figures as they stood on a day (Asia/Tokyo), one row per school, day
 * and group: the board's rate over time. Written by the daily contactability job; the board's
 * figures of today are always counted afresh.
 */
export const contactabilitySnapshots = pgTable(
  'contactability_snapshots',
  {
    schoolId: schoolRef('school_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userType: text('user_type', { enum: ['STUDENT', 'STAFF'] }).notNull(),
    total: integer('total').notNull(),
    portalRecent: integer('portal_recent').notNull(),
    mailSuppressed: integer('mail_suppressed').notNull(),
    phoneOnFile: integer('phone_on_file').notNull(),
    unreachable: integer('unreachable').notNull(),
    takenAt: timestamptz('taken_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.userType, t.day] })],
);
