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
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
    .notNull()
    .defaultNow(),
});

/**
 * Failed sign-ins to IDs that name no active account, counted and locked like an account's
 * (`idp_credentials.failed_count`, `locked_until`), so the lock message does not tell which IDs
 * exist. Keyed by a digest of the ID as typed (lower-cased): people type passwords there too.
 */
export const unknownLoginFailures = pgTable(
  'idp_unknown_login_failures',
  {
    loginKey: text('login_key').primaryKey(),
    failedCount: integer('failed_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('idp_unknown_login_failures_updated_idx').on(t.updatedAt)],
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
