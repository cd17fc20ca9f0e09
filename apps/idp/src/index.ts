// PLACEHOLDER — the IdP helper replaces this file with the real implementation.
import type { FastifyPluginAsync } from 'fastify';
import type { JWK } from 'jose';
import type { IdpDb } from './keys';
export type { IdpDb } from './keys';

export interface AccountClaims {
  email: string;
  family_name: string;
  given_name: string;
  name: string;
  phone_number?: string;
  user_type: string;
  role_type: string | null;
}

/** What the IdP needs to know of the portal's accounts; the portal's users table stays the API's. */
export interface AccountPort {
  /** An ACTIVE account by sign-in ID (e-mail, case-insensitive), or null. */
  findByLoginId(loginId: string): Promise<{ accountId: string } | null>;
  /** ID-token claims of an ACTIVE account, or null. */
  findClaims(accountId: string): Promise<AccountClaims | null>;
}

export interface IdpOptions {
  db: IdpDb;
  /** e.g. http://localhost:3000/idp */
  issuer: string;
  /** The portal's public URL, e.g. http://localhost:3000 (redirects: /cushion, /lock). */
  publicUrl: string;
  clientId: string;
  cookieKeys: string[];
  accounts: AccountPort;
  now: () => Date;
}

export interface Idp {
  /** Public keys that sign ID tokens. */
  jwks: { keys: JWK[] };
  /** A Fastify plugin to register with `{ prefix: '/idp' }`. */
  plugin: FastifyPluginAsync;
}

export async function createIdp(_opts: IdpOptions): Promise<Idp> {
  throw new Error('not implemented yet');
}

/** Sets an account's password. `temporary` ones must be replaced at next sign-in and expire after 7 days. */
export async function setPassword(
  _db: IdpDb,
  _userId: string,
  _password: string,
  _opts: { temporary: boolean; now: Date },
): Promise<void> {
  throw new Error('not implemented yet');
}

/** Generates, stores and returns a new temporary password; earlier passwords stop working. */
export async function issueTemporaryPassword(_db: IdpDb, _userId: string, _now: Date): Promise<string> {
  throw new Error('not implemented yet');
}
