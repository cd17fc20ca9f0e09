import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users';

/**
 * The portal's VAPID key pair (RFC 8292; docs/decisions/reminders.md): made on the first start and
 * kept here like the IdP's signing keys, so every instance signs with the same key and a browser's
 * subscriptions (bound to the public key) outlive restarts. One row.
 */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A person's device that receives push notifications: a browser's push subscription. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceName: text('device_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastPushedAt: timestamp('last_pushed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
