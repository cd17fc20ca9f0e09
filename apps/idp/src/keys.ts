import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { signingKeys } from './schema';

// The IdP accepts any drizzle database that holds its tables; the schema type does not matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema record is fine
export type IdpDb = PgDatabase<PgQueryResultHKT, any>;

/**
 * The signing keys (private JWKs). Generated once, stored in the database, so every instance and
 * every restart signs and verifies with the same keys.
 */
export async function ensureSigningKeys(db: IdpDb): Promise<JWK[]> {
  const existing = await db.select().from(signingKeys);
  if (existing.length > 0) return existing.map((k) => k.jwk as JWK);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db.insert(signingKeys).values({ kid: jwk.kid, jwk }).onConflictDoNothing();
  const stored = await db.select().from(signingKeys);
  return stored.map((k) => k.jwk as JWK);
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
