import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  announceDeliveryStates,
  deliveryEventKinds,
  mailSuppressionReasons,
} from '@tayori/contract';
import { schoolRef } from './schools';
import { userRef } from './users';
import { bigserialId, createdAt, serialId, timestamptz } from './columns';

/** Announcement mail (spec 001 §2, §3; docs/decisions/announce.md). */

/** A school's sender addresses: the from selector's entries after the author (spec 001 §3). */
export const announceSenders = pgTable(
  'announce_senders',
  {
    id: serialId(),
    schoolId: schoolRef('school_id').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
  },
  (t) => [index('announce_senders_school_idx').on(t.schoolId)],
);

/** Saved destination lists; each belongs to the staff member who saved it. */
export const announceLists = pgTable(
  'announce_lists',
  {
    id: serialId(),
    ownerUserId: userRef('owner_user_id').notNull(),
    /** The members' school (a list, like a mail, is of one school). */
    schoolId: schoolRef('school_id').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('announce_lists_owner_name_uq').on(t.ownerUserId, t.name)],
);

export const announceListMembers = pgTable(
  'announce_list_members',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => announceLists.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
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
    id: serialId(),
    /** The recipients' school (one per mail): the sent tab's school filter. */
    schoolId: schoolRef('school_id').notNull(),
    authorUserId: userRef('author_user_id').notNull(),
    authorName: text('author_name').notNull(),
    authorAddress: text('author_address').notNull(),
    fromName: text('from_name').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    /** The body as typed (plain text, line breaks as \n). */
    body: text('body').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: createdAt(),
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
    id: bigserialId(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => announceMails.id),
    userId: userRef('user_id').notNull(),
    toName: text('to_name').notNull(),
    toAddress: text('to_address').notNull(),
    batch: integer('batch').notNull(),
    state: text('state', { enum: announceDeliveryStates }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    reason: text('reason'),
    messageId: text('message_id'),
    messageToken: uuid('message_token').notNull().defaultRandom(),
    /**
     * The envelope sender's token (`bounces+<token>@BOUNCE_DOMAIN`, docs/decisions/delivery.md):
     * random and of this row alone, so a bounce names its delivery; never shown to the recipient.
     */
    returnToken: uuid('return_token').notNull().defaultRandom(),
    /** What the mail server answered on accepting it (its queue id): the relay's log finds it. */
    queueId: text('queue_id'),
    sentAt: timestamptz('sent_at'),
    /** The first hard bounce, or the soft bounce that gave up (state bounced). */
    bouncedAt: timestamptz('bounced_at'),
    /** Soft bounces reported after the server accepted it: each sends it again, up to a limit. */
    softBounces: integer('soft_bounces').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announce_recipients_mail_user_uq').on(t.mailId, t.userId),
    uniqueIndex('announce_recipients_return_token_uq').on(t.returnToken),
    // A provider's notification (SES through SNS) names the delivery by the Message-ID sent.
    uniqueIndex('announce_recipients_message_id_uq')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    index('announce_recipients_batch_idx').on(t.mailId, t.batch),
    check(
      'announce_recipients_state_ck',
      sql`${t.state} in ('queued', 'sent', 'delivered', 'failed', 'bounced', 'skipped')`,
    ),
  ],
);

/**
 * What a mail server said about a delivery after accepting it (docs/decisions/delivery.md): a
 * bounce (hard or soft), a delay or a complaint, with the remote server's status and text, from a
 * DSN to the bounce listener or a provider's notification. The recipient's timeline.
 */
export const announceDeliveryEvents = pgTable(
  'announce_delivery_events',
  {
    id: bigserialId(),
    recipientId: bigint('recipient_id', { mode: 'number' })
      .notNull()
      .references(() => announceRecipients.id),
    kind: text('kind', { enum: deliveryEventKinds }).notNull(),
    /** The enhanced status code (RFC 3463, e.g. 5.1.1), when the report gives one. */
    status: text('status'),
    /** The remote server's words (Diagnostic-Code), cut to 1,000 characters. */
    text: text('text'),
    /** Where it came from: the bounce listener (dsn) or Amazon SES through SNS (sns). */
    source: text('source', { enum: ['dsn', 'sns'] }).notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('announce_delivery_events_recipient_idx').on(t.recipientId, t.at)],
);

/**
 * Addresses announcement mail skips until they change (docs/decisions/delivery.md): a hard
 * bounce, soft bounces past the limit, or a complaint. Keyed by the address in lower case: a
 * student whose address is corrected is reachable again at once.
 */
export const mailSuppressions = pgTable('mail_suppressions', {
  address: text('address').primaryKey(),
  reason: text('reason', { enum: mailSuppressionReasons }).notNull(),
  status: text('status'),
  text: text('text'),
  /** The delivery whose report suppressed it. */
  recipientId: bigint('recipient_id', { mode: 'number' }).references(() => announceRecipients.id),
  since: timestamptz('since').notNull(),
});
