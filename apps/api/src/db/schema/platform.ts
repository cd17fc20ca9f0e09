import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bigserialId, createdAt, timestamptz } from './columns';

/** The portal's own bookkeeping: audit log, outbox, rate-limit counters. */

/**
 * The 「操作ログ」 (docs/decisions/access-log.md): staff writes (platform/data/audit.ts) and reads
 * of students' personal data (action `read`, platform/data/access.ts), appended only — a trigger
 * refuses UPDATE and DELETE but the retention job's (migration 0029).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserialId(),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    detail: jsonb('detail'),
    at: timestamptz('at').notNull().defaultNow(),
    /** The actor's role when the entry was written (reads; null for earlier writes). */
    actorRole: text('actor_role'),
    /** The client's address (Fastify's req.ip, TRUST_PROXY's hop). */
    address: text('address'),
    /** The students an answer carried, when at most ACCESS_LOG_LISTED_MAX (else null). */
    studentIds: uuid('student_ids').array(),
    /** How many students the answer carried. */
    studentCount: integer('student_count').notNull().default(0),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The screen's searches: by period, by staff and period, by student (GIN) and period.
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_at_idx').on(t.actorUserId, t.at),
    index('audit_log_student_ids_idx').using('gin', t.studentIds),
  ],
);

/** Outgoing SMS and mail when no real transport is configured, and the durable mail queue. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserialId(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt)],
);

/** Fixed-window counters for rate limits that must hold across instances. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    /** The start of one bucket (a fifteenth) of the limit's sliding window: platform/http/http/rate-limit.ts. */
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
