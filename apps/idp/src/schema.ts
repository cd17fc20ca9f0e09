import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Password credentials of the bundled IdP, one row per account (user id of the portal). */
export const credentials = pgTable('idp_credentials', {
  userId: uuid('user_id').primaryKey(),
  /** scrypt$N$r$p$salt$hash, all base64url. */
  passwordHash: text('password_hash').notNull(),
  /** A temporary password must be replaced at the next sign-in. */
  mustChange: boolean('must_change').notNull().default(false),
  temporaryExpiresAt: timestamp('temporary_expires_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
});

/**
 * Sign-in counters (sign-in-limits.ts), one row per key: `account:<user id>` for an account,
 * `id:<digest>` for a sign-in ID without one (a digest of the ID as typed, lower-cased: people type
 * passwords there too), counted and locked alike so the lock tells nothing about which IDs exist;
 * and `address:<ip>` for a client address. Every attempt is counted before its password is checked.
 */
export const signInCounters = pgTable(
  'idp_sign_in_counters',
  {
    key: text('key').primaryKey(),
    /** Attempts counted (failed or still being checked), at most the limit + 1. */
    count: integer('count').notNull(),
    /** When the count starts again: an ID's lock end (null while unlocked), an address's window end. */
    resetsAt: timestamp('resets_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idp_sign_in_counters_updated_idx').on(t.updatedAt)],
);

/** oidc-provider's models (sessions, grants, codes…), so restarts and other instances agree. */
export const oidcPayloads = pgTable(
  'idp_oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('idp_oidc_payloads_grant_idx').on(t.grantId),
    index('idp_oidc_payloads_uid_idx').on(t.uid),
    index('idp_oidc_payloads_expires_idx').on(t.expiresAt),
    // A new password ends the account's sessions, grants and tokens (setPassword).
    index('idp_oidc_payloads_account_idx').on(sql`(${t.payload} ->> 'accountId')`),
  ],
);

/**
 * The IdP's signing keys (JWKS with private parts), shared by all instances. The newest key not
 * retired signs; a retired key stays published (so tokens it signed still verify) until the
 * rotation that follows its tokens' expiry deletes it.
 */
export const signingKeys = pgTable('idp_signing_keys', {
  kid: text('kid').primaryKey(),
  jwk: jsonb('jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a newer key took over signing; null for the signing key. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/**
 * Keys signing the IdP's cookies (keygrip: the newest signs, all verify), shared by all instances
 * and kept across signing-key rotations: derived from the signing keys, an instance restarted
 * after a rotation and one not yet restarted refused each other's cookies.
 */
export const cookieKeys = pgTable('idp_cookie_keys', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
