import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { userRef } from './users';
import { timestamptz } from './columns';

/**
 * The portal's VAPID key pair (RFC 8292; docs/decisions/reminders.md): made on the first start and
 * kept here like the IdP's signing keys, so every instance signs with the same key and a browser's
 * subscriptions (bound to the public key) outlive restarts. One row.
 */
export const pushKeys = pgTable('push_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/** A person's device that receives push notifications: a browser's push subscription. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: userRef('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceName: text('device_name').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastPushedAt: timestamptz('last_pushed_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
