import {
  bigint,
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

/**
 * A TOTP authenticator app (RFC 6238) of an account, at most one: its secret encrypted with a key
 * derived from the IdP's cookie keys (secret-box.ts), and the last time step accepted, so a code
 * is refused a second time (docs/decisions/second-factors.md).
 */
export const totpFactors = pgTable('idp_totp_factors', {
  userId: uuid('user_id').primaryKey(),
  secret: text('secret').notNull(),
  /** The newest 30-second step whose code signed in; a code of this step or an older one is refused. */
  lastStep: integer('last_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
});

/** A passkey (WebAuthn credential) of an account: platform or roaming authenticator. */
export const passkeys = pgTable(
  'idp_passkeys',
  {
    /** The credential id, base64url. */
    credentialId: text('credential_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen: an assertion at or below it (a cloned key) is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('idp_passkeys_user_idx').on(t.userId)],
);

/** One-time recovery codes (ten per enrolment), SHA-256 hashed; a used one keeps its row. */
export const recoveryCodes = pgTable(
  'idp_recovery_codes',
  {
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
