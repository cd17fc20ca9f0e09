import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { schools } from './schools';
import { users } from './users';

/** Announcement mail (spec 001 §2, §3; docs/decisions/announce.md). */

/** A school's sender addresses: the from selector's entries after the author (spec 001 §3). */
export const announceSenders = pgTable(
  'announce_senders',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('announce_senders_school_idx').on(t.schoolId)],
);

/** Saved destination lists; each belongs to the staff member who saved it. */
export const announceLists = pgTable(
  'announce_lists',
  {
    id: serial('id').primaryKey(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id),
    /** The members' school (a list, like a mail, is of one school). */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('announce_lists_owner_name_uq').on(t.ownerUserId, t.name)],
);

export const announceListMembers = pgTable(
  'announce_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => announceLists.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] })],
);

/**
 * A sent announcement: what the history shows. Author and from are copied as they were, so a
 * renamed author or a removed sender address does not rewrite the history.
 */
export const announceMails = pgTable(
  'announce_mails',
  {
    id: serial('id').primaryKey(),
    /** The recipients' school (one per mail): the sent tab's school filter. */
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    authorName: text('author_name').notNull(),
    authorAddress: text('author_address').notNull(),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    /** The body as typed (plain text, line breaks as \n). */
    body: text('body').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announce_mails_school_created_idx').on(t.schoolId, t.createdAt)],
);

/**
 * One row per recipient with its delivery (DESIGN §5): queued until the mail server accepts it
 * (sent) or refuses it for good (failed, with the server's reason). `batch` is the job that sends
 * it; its Message-ID is fixed per row (from `messageToken`) so a resend after a crash carries the
 * same one, and random so that no restored database or second deployment repeats one already
 * delivered (a counter did: `<announce-12-826@…>` went twice to one student with other content).
 * `messageId` records the one sent.
 */
export const announceRecipients = pgTable(
  'announce_recipients',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => announceMails.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    toName: text('to_name').notNull(),
    toAddress: text('to_address').notNull(),
    batch: integer('batch').notNull(),
    state: text('state', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    reason: text('reason'),
    messageId: text('message_id'),
    messageToken: uuid('message_token').notNull().defaultRandom(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announce_recipients_mail_user_uq').on(t.mailId, t.userId),
    index('announce_recipients_batch_idx').on(t.mailId, t.batch),
    check('announce_recipients_state_ck', sql`${t.state} in ('queued', 'sent', 'failed')`),
  ],
);
