/**
 * The API's one door to the bundled identity provider (@tayori/idp; DESIGN §2 "credentials (the
 * one door to apps/idp)", §4): setting an account's password (temporary or not) and making a
 * temporary one, and the provider itself with its signing keys. eslint.config.js refuses `@tayori/idp` everywhere else in
 * apps/api (tests aside); its tables enter the Drizzle schema in db/client.ts only.
 */
import {
  endSessions,
  generateTemporaryPassword,
  listSecondFactors,
  resetSecondFactors,
  setPassword,
  type SecondFactorEntry,
} from '@tayori/idp';
import type { SecondFactor } from '@tayori/contract';
import type { Db } from '../../db/client';

// The provider mounted under /idp (idp.ts) and its key rotation (cli/rotate-signing-key.ts).
export { createIdp, publishedJwks, rotateSigningKey } from '@tayori/idp';
export type { AccountClaims, AccountPort } from '@tayori/idp';

/**
 * Sets an account's sign-in password in the bundled IdP's store (scrypt, per-user salt; DESIGN §4).
 * `temporary`: it must be replaced at the next sign-in and expires after 7 days. Either way the
 * account's IdP sessions end.
 */
export function setAccountPassword(
  db: Db,
  userId: string,
  password: string,
  opts: { temporary: boolean; now: Date },
): Promise<void> {
  return setPassword(db, userId, password, opts);
}

/**
 * A temporary password the bundled IdP's policy accepts, not yet stored: the identity check sends
 * it first (credentials/ issueTemporaryPassword sets it at once, spec 001 §7).
 */
export const newTemporaryPassword = (): string => generateTemporaryPassword();

/**
 * Ends an account's sign-in sessions in the bundled IdP (spec 001 §4: a student no longer ACTIVE).
 * Its ID tokens already issued are refused by the API's principal lookup (not ACTIVE).
 */
export const endAccountSessions = (db: Db, userId: string): Promise<void> =>
  endSessions(db, userId);

/** An account's second factors in the bundled IdP (docs/decisions/second-factors.md). */
export const accountSecondFactors = (db: Db, userId: string): Promise<SecondFactorEntry[]> =>
  listSecondFactors(db, userId);

/**
 * An account's second factors as the contract lists them (the staff detail, one's own profile):
 * none where an external issuer keeps them (`bundled` false).
 */
export async function listedSecondFactors(
  db: Db,
  bundled: boolean,
  userId: string,
): Promise<SecondFactor[]> {
  const factors = bundled ? await listSecondFactors(db, userId) : [];
  return factors.map((f) => ({
    kind: f.kind,
    createdAt: f.createdAt.toISOString(),
    lastUsedAt: f.lastUsedAt?.toISOString() ?? null,
    ...(f.remaining === undefined ? {} : { remaining: f.remaining }),
  }));
}

/**
 * Removes every second factor of an account: it enrols again at its next sign-in, and its IdP
 * sessions end. Answers how many factors (app, passkeys) it had.
 */
export const resetAccountSecondFactors = (db: Db, userId: string): Promise<number> =>
  resetSecondFactors(db, userId);
