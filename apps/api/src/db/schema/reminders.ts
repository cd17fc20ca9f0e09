import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { reminderChannels, type ReminderRuleStep } from '@tayori/contract';
import { notices } from './notices';
import { userRef } from './users';
import { bigserialId, timestamptz } from './columns';

/**
 * A reminder of a notice to its unread recipients (docs/decisions/reminders.md): by hand from the
 * read status, or a step of the notice's rule. Its deliveries are the recipients it goes to.
 */
export const noticeReminders = pgTable(
  'notice_reminders',
  {
    id: bigserialId(),
    noticeId: bigint('notice_id', { mode: 'number' })
      .notNull()
      .references(() => notices.id, { onDelete: 'cascade' }),
    channels: text('channels', { enum: reminderChannels })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The staff member who sent it by hand. */
    createdBy: userRef('created_by'),
    createdAt: timestamptz('created_at').notNull(),
    /** When its deliveries are sent (now, for one by hand). */
    dueAt: timestamptz('due_at').notNull(),
    state: text('state', { enum: ['waiting', 'sending', 'done', 'cancelled'] }).notNull(),
    /** A step of the notice's rule: its hours after publication (null: one by hand). */
    afterHours: integer('after_hours'),
    /** Urgent: no quiet hours, and the students' mutes do not apply. */
    urgent: boolean('urgent').notNull().default(false),
    /**
     * The queue's job that took it from waiting to sending: only that job (or its retry, after a
     * restart) sends it, so a second worker handed the same reminder leaves it alone.
     */
    sendingJob: text('sending_job'),
  },
  (t) => [index('notice_reminders_notice_idx').on(t.noticeId, t.createdAt)],
);

/**
 * A notice's reminder rule as staff last set it (docs/decisions/reminders.md): what the edit form
 * shows. Its steps run as notice_reminders rows (after_hours set), so they share the by-hand
 * reminders' sending, timeline and read rates.
 */
export const noticeReminderRules = pgTable('notice_reminder_rules', {
  noticeId: bigint('notice_id', { mode: 'number' })
    .primaryKey()
    .references(() => notices.id, { onDelete: 'cascade' }),
  steps: jsonb('steps').$type<ReminderRuleStep[]>().notNull(),
  urgent: boolean('urgent').notNull(),
  updatedBy: userRef('updated_by'),
  updatedAt: timestamptz('updated_at').notNull(),
});

/** One recipient and channel of a reminder: queued → sent / failed / skipped (read by then). */
export const noticeReminderDeliveries = pgTable(
  'notice_reminder_deliveries',
  {
    reminderId: bigint('reminder_id', { mode: 'number' })
      .notNull()
      .references(() => noticeReminders.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    channel: text('channel', { enum: reminderChannels }).notNull(),
    state: text('state', { enum: ['queued', 'sent', 'failed', 'skipped'] }).notNull(),
    /** Why it failed or was skipped (the provider's words, 既読). */
    reason: text('reason'),
    at: timestamptz('at'),
  },
  (t) => [
    primaryKey({ columns: [t.reminderId, t.userId, t.channel] }),
    index('notice_reminder_deliveries_user_idx').on(t.userId),
  ],
);

/** A student's channel they take no reminder by unless it is urgent (the profile's settings). */
export const reminderMutes = pgTable(
  'reminder_mutes',
  {
    userId: userRef('user_id').notNull(),
    channel: text('channel', { enum: reminderChannels }).notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.channel] })],
);
