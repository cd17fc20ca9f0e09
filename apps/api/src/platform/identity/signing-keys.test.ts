import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify } from 'jose';
import { ensureCookieKeys, ensureSigningKeys, rotateSigningKey, setPassword } from '@tayori/idp';
import { cookieKeys, signingKeys } from '@tayori/idp/schema';
import { openTestDatabase } from '../../../test/test-database';
import { buildStudent } from '../../../test/factories';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { fixedClock } from '../clock';
import { mountIdp, refreshingKeySet } from './idp';
import { freePort, signInThroughIdp } from '../../../test/idp-browser';

let database: Database;
const clock = fixedClock(new Date());
const servers: FastifyInstance[] = [];

/** One instance of the bundled IdP on its own port, as a process start would build it. */
async function startInstance() {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const app = Fastify({ logger: false });
  const config = loadConfig({ PUBLIC_URL: origin, LOG_LEVEL: 'silent' });
  const { keySet } = await mountIdp(app, { config, db: database.db, clock });
  await app.listen({ port, host: '127.0.0.1' });
  servers.push(app);
  const issuer = `${origin}/idp`;
  // Instances behind one load balancer share an issuer; these have their own, so say whose.
  const verify = (token: string, tokenIssuer = issuer) =>
    jwtVerify(token, keySet, { issuer: tokenIssuer, audience: 'tayori-web' });
  return { origin, issuer, verify };
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await database.close();
});

describe('signing key rotation', () => {
  it('a new key signs after a restart, tokens of the old one still verify, and a retired key goes after a day', async () => {
    const user = await buildStudent(database.db);
    await setPassword(database.db, user.id, 'Rotate2026', { temporary: false, now: clock.now() });
    const before = await startInstance();
    const old = await signInThroughIdp(before.origin, user.email, 'Rotate2026');
    const oldKid = decodeProtectedHeader(old.id_token).kid;

    const { kid: newKid } = await rotateSigningKey(database.db, clock.now());
    expect(newKid).not.toBe(oldKid);

    // An instance started after the rotation signs with the new key and publishes both.
    const after = await startInstance();
    const fresh = await signInThroughIdp(after.origin, user.email, 'Rotate2026');
    expect(decodeProtectedHeader(fresh.id_token).kid).toBe(newKid);
    const published = (await (await fetch(`${after.origin}/idp/jwks`)).json()) as {
      keys: { kid: string }[];
    };
    expect(published.keys.map((k) => k.kid)).toEqual([newKid, oldKid]);

    // The instance started before the rotation accepts the new key's tokens (it reads the keys
    // again for a kid it does not know), and the new one the old key's.
    await expect(before.verify(fresh.id_token, after.issuer)).resolves.toBeTruthy();
    await expect(after.verify(old.id_token, before.issuer)).resolves.toBeTruthy();

    // The next rotation more than a day later deletes the retired key; the one it retires stays.
    const later = new Date(clock.now().getTime() + 25 * 60 * 60 * 1000);
    const { deleted } = await rotateSigningKey(database.db, later);
    expect(deleted).toBe(1);
    const kids = (await database.db.select({ kid: signingKeys.kid }).from(signingKeys)).map(
      (k) => k.kid,
    );
    expect(kids).toContain(newKid);
    expect(kids).not.toContain(oldKid);
  });
});

describe('refreshingKeySet', () => {
  it('reads the keys again for an unknown kid, at most once per 30 s', async () => {
    const make = async (kid: string) => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      return { kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256' } };
    };
    const [a, b, c] = await Promise.all([make('a'), make('b'), make('c')]);
    const sign = (k: typeof a) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid: k.kid })
        .setIssuedAt()
        .sign(k.privateKey);
    let now = 0;
    let loads = 0;
    const stored = { keys: [a.jwk] };
    const keySet = refreshingKeySet(
      { keys: [a.jwk] },
      async () => {
        loads++;
        return stored;
      },
      () => now,
    );
    await expect(jwtVerify(await sign(a), keySet)).resolves.toBeTruthy();
    expect(loads).toBe(0);

    stored.keys = [b.jwk, a.jwk];
    await expect(jwtVerify(await sign(b), keySet)).resolves.toBeTruthy();
    expect(loads).toBe(1);

    // A made-up kid right after cannot make it read the database again; 30 s later it may.
    now = 29_000;
    await expect(jwtVerify(await sign(c), keySet)).rejects.toThrow();
    expect(loads).toBe(1);
    now = 30_000;
    await expect(jwtVerify(await sign(c), keySet)).rejects.toThrow();
    expect(loads).toBe(2);
  });

  it('the cookie keys outlive a rotation, and start as the key earlier versions derived', async () => {
    const keys = await ensureCookieKeys(database.db);
    await rotateSigningKey(database.db, clock.now());
    expect(await ensureCookieKeys(database.db)).toEqual(keys);

    // A database of an earlier version has signing keys and no cookie keys: its instances signed
    // cookies with a key derived from the current signing key, which the first one continues.
    await database.db.delete(cookieKeys);
    const [current] = await ensureSigningKeys(database.db);
    const derived = createHash('sha256')
      .update(`tayori-idp-cookies:${current!.d}`)
      .digest('base64url');
    expect(await ensureCookieKeys(database.db)).toEqual([derived]);
  });
});
