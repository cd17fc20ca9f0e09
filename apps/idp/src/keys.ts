import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, desc, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { cookieKeys, signingKeys } from './schema';

// The IdP accepts any drizzle database that holds its tables; the schema type does not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema record is fine
export type IdpDb = PgDatabase<PgQueryResultHKT, any>;

/** Any fixed number: instances starting together create the first key once, not one each. */
const KEYS_LOCK_KEY = 7_342_027;

/**
 * How long a retired key stays published after a rotation: ID tokens live an hour and the API
 * accepts none older than 12, and instances not yet restarted keep signing with the retired key
 * (restart them all within this time: docs/operations.md).
 */
export const RETIRED_KEY_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * The signing keys (private JWKs), stored in the database so every instance and every restart signs
 * and verifies with the same ones: the signing key first, then retired keys still published. The
 * first start creates the key under a transaction lock, so instances starting together on an empty
 * database agree on one key.
 */
export async function ensureSigningKeys(db: IdpDb): Promise<JWK[]> {
  const existing = await storedKeys(db);
  if (existing.length > 0) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK_KEY})`);
    const stored = await storedKeys(tx);
    if (stored.length > 0) return stored;
    await insertNewKey(tx);
    return storedKeys(tx);
  });
}

/**
 * Rotates the signing key: a new key signs from the next start of each instance; the current one is
 * retired but stays published, so tokens it signed keep verifying; keys retired more than
 * RETIRED_KEY_KEPT_MS ago are deleted. Returns the new key's kid.
 */
export async function rotateSigningKey(
  db: IdpDb,
  now: Date,
): Promise<{ kid: string; deleted: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK_KEY})`);
    const deleted = await tx
      .delete(signingKeys)
      .where(
        and(
          isNotNull(signingKeys.retiredAt),
          lt(signingKeys.retiredAt, new Date(now.getTime() - RETIRED_KEY_KEPT_MS)),
        ),
      )
      .returning({ kid: signingKeys.kid });
    await tx.update(signingKeys).set({ retiredAt: now }).where(isNull(signingKeys.retiredAt));
    const kid = await insertNewKey(tx, now);
    return { kid, deleted: deleted.length };
  });
}

/** Published keys: the signing key (not retired, newest) first, then retired ones, newest first. */
async function storedKeys(db: IdpDb): Promise<JWK[]> {
  const rows = await db
    .select({ jwk: signingKeys.jwk })
    .from(signingKeys)
    .orderBy(
      sql`${signingKeys.retiredAt} is not null`,
      desc(signingKeys.createdAt),
      asc(signingKeys.kid),
    );
  return rows.map((r) => r.jwk as JWK);
}

async function insertNewKey(db: IdpDb, now = new Date()): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db.insert(signingKeys).values({ kid: jwk.kid, jwk, createdAt: now });
  return jwk.kid;
}

/** The public half of the signing keys, for verifying ID tokens. */
export function publicJwks(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}

/** The published public keys as stored now (for verifiers that refresh after a rotation). */
export async function publishedJwks(db: IdpDb): Promise<{ keys: JWK[] }> {
  return publicJwks(await storedKeys(db));
}

/**
 * The keys signing the IdP's cookies, newest first, created once (under the keys' lock) and never
 * touched by a signing-key rotation, so instances before and after a rolling restart read each
 * other's cookies. The first is derived from the signing key where one exists: earlier versions
 * derived their cookie key so, and the cookies of sign-ins under way at the upgrade stay good.
 */
export async function ensureCookieKeys(db: IdpDb): Promise<string[]> {
  const existing = await storedCookieKeys(db);
  if (existing.length > 0) return existing;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEYS_LOCK_KEY})`);
    const stored = await storedCookieKeys(tx);
    if (stored.length > 0) return stored;
    const [signing] = await storedKeys(tx);
    const key = signing ? derivedKey(signing, 'cookies') : randomBytes(32).toString('base64url');
    await tx.insert(cookieKeys).values({ key });
    return [key];
  });
}

async function storedCookieKeys(db: IdpDb): Promise<string[]> {
  const rows = await db
    .select({ key: cookieKeys.key })
    .from(cookieKeys)
    .orderBy(desc(cookieKeys.createdAt), asc(cookieKeys.key));
  return rows.map((r) => r.key);
}

/** A secret every instance derives alike from a shared signing key (its private exponent). */
function derivedKey(key: JWK, purpose: string): string {
  return createHash('sha256')
    .update(`tayori-idp-${purpose}:${key.d ?? ''}`)
    .digest('base64url');
}
