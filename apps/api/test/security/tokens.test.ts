import { createHmac } from 'node:crypto';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, messages, type Endpoint } from '@tayori/contract';
import {
  createTestContext,
  pathOf,
  TEST_AUDIENCE,
  TEST_ISSUER,
  type TestContext,
} from '../harness';
import { buildStaff, buildStudent } from '../factories';
import { buildServer } from '../../src/server';
import { createTokenVerifier } from '../../src/platform/identity/auth';
import { errorBodyProblem } from './support';

/**
 * DESIGN §4: the API accepts only ID tokens signed by the issuer's key, for our
 * audience, from our issuer, within their validity, for an ACTIVE user. Everything else is 401
 * unauthorized with the error body. The app here is the real one with a verifier over a key this
 * file holds, so tokens with any claims can be signed.
 */

let t: TestContext;
let app: FastifyInstance;
let privateKey: CryptoKey;
let publicPem: string;
let publicJwk: JWK;
let activeStudent: string;
let activeStaff: string;
let suspended: string;
let deleted: string;

beforeAll(async () => {
  t = await createTestContext();
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const verifier = createTokenVerifier({
    issuer: TEST_ISSUER,
    audience: TEST_AUDIENCE,
    jwks: { keys: [publicJwk] },
  });
  app = await buildServer({
    config: t.config,
    database: { ...t.database, close: async () => {} },
    clock: t.clock,
    verifier,
  });
  await app.ready();
  activeStudent = (await buildStudent(t.db)).id;
  activeStaff = (await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' })).id;
  suspended = (await buildStudent(t.db, { user: { status: 'SUSPENDED' } })).id;
  deleted = (await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR', status: 'DELETE' })).id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const now = () => Math.floor(Date.now() / 1000);

interface Claims extends JWTPayload {
  [k: string]: unknown;
}

/** A token signed with `key` (default: the trusted key); `claims` override the valid defaults. */
async function sign(
  claims: Claims = {},
  opts: { key?: CryptoKey; header?: Record<string, unknown> } = {},
) {
  const payload: Claims = {
    iss: TEST_ISSUER,
    aud: TEST_AUDIENCE,
    sub: activeStudent,
    iat: now(),
    exp: now() + 3600,
    ...claims,
  };
  for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k];
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1', ...opts.header } as { alg: string })
    .sign(opts.key ?? privateKey);
}

const b64url = (v: unknown) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const validPayload = () => ({
  iss: TEST_ISSUER,
  aud: TEST_AUDIENCE,
  sub: activeStudent,
  iat: now(),
  exp: now() + 3600,
});

/** HS256 over header.payload with `secret` (algorithm confusion: the public key used as an HMAC secret). */
function hs256(
  secret: string | Buffer,
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT', kid: 'k1' },
) {
  const input = `${b64url(header)}.${b64url(validPayload())}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}

const me = (authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/me',
    headers: authorization === undefined ? {} : { authorization },
  });

async function expectUnauthorized(authorization: string) {
  const res = await me(authorization);
  expect(res.statusCode, res.body).toBe(401);
  expect(errorBodyProblem(res)).toBeNull();
  expect(res.json()).toEqual({ errorType: 'unauthorized', messages: [messages.unauthorized] });
}

describe('ID tokens', () => {
  it('a valid token passes (the control case)', async () => {
    const res = await me(`Bearer ${await sign()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ userId: activeStudent, userType: 'STUDENT' });
  });

  const rejected: [string, () => Promise<string>][] = [
    [
      'signed by a foreign key with the same kid',
      async () => sign({}, { key: (await generateKeyPair('RS256')).privateKey }),
    ],
    [
      'signed by a foreign ES256 key',
      async () => {
        const { privateKey: k } = await generateKeyPair('ES256');
        return new SignJWT(validPayload()).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).sign(k);
      },
    ],
    ['for another audience', () => sign({ aud: 'another-client' })],
    ['for several audiences, ours not among them', () => sign({ aud: ['a', 'b'] })],
    ['from another issuer', () => sign({ iss: 'https://evil.example/idp' })],
    ['from an issuer differing by a trailing slash', () => sign({ iss: `${TEST_ISSUER}/` })],
    ['expired', () => sign({ iat: now() - 7200, exp: now() - 3600 })],
    ['expired a second ago (no grace on exp)', () => sign({ iat: now() - 3600, exp: now() - 1 })],
    ['not yet valid (nbf in the future)', () => sign({ nbf: now() + 3600 })],
    ['without exp', () => sign({ exp: undefined })],
    ['without sub', () => sign({ sub: undefined })],
    ['without iat', () => sign({ iat: undefined })],
    [
      'with alg none',
      async () => `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(validPayload())}.`,
    ],
    [
      'with alg None and a signature',
      async () => `${b64url({ alg: 'None' })}.${b64url(validPayload())}.${b64url('x')}`,
    ],
    ['HS256 with the public key (PEM) as secret', async () => hs256(publicPem)],
    [
      'HS256 with the public key (JWK JSON) as secret',
      async () => hs256(JSON.stringify(publicJwk)),
    ],
    ['with an unknown kid', () => sign({}, { header: { kid: 'other' } })],
    [
      'with an embedded jwk header',
      async () => {
        const { publicKey, privateKey: k } = await generateKeyPair('RS256', { extractable: true });
        return new SignJWT(validPayload())
          .setProtectedHeader({ alg: 'RS256', jwk: await exportJWK(publicKey) })
          .sign(k);
      },
    ],
    [
      'with a tampered payload',
      async () => {
        const [h, , s] = (await sign()).split('.');
        return `${h}.${b64url({ ...validPayload(), sub: activeStaff })}.${s}`;
      },
    ],
    [
      'with the signature stripped',
      async () => (await sign()).split('.').slice(0, 2).join('.') + '.',
    ],
    [
      'for a subject that does not exist',
      () => sign({ sub: '00000000-0000-4000-8000-000000000000' }),
    ],
    ['for a subject that is not a uuid', () => sign({ sub: "' OR 1=1--" })],
    ['for a SUSPENDED user', () => sign({ sub: suspended })],
    ['issued in the future', () => sign({ iat: now() + 3600, exp: now() + 7200 })],
    [
      'issued too long ago, however late its exp',
      () => sign({ iat: now() - 13 * 3600, exp: now() + 100 * 365 * 86400 }),
    ],
    [
      'for us and others, issued to another (azp)',
      () => sign({ aud: ['other', TEST_AUDIENCE], azp: 'other' }),
    ],
    ['for us and others, without azp', () => sign({ aud: ['other', TEST_AUDIENCE] })],
    ['for us, issued to another (azp)', () => sign({ azp: 'other' })],
    ['typed as an access token', () => sign({}, { header: { typ: 'at+jwt' } })],
    ['typed as a logout token', () => sign({}, { header: { typ: 'logout+jwt' } })],
    ['for a DELETE user', () => sign({ sub: deleted })],
  ];

  it.each([
    [
      'several audiences, issued to us',
      () => sign({ aud: ['other', TEST_AUDIENCE], azp: TEST_AUDIENCE }),
    ],
    ['typed JWT', () => sign({}, { header: { typ: 'JWT' } })],
    ['issued a second ahead of our clock', () => sign({ iat: now() + 1 })],
  ])('accepts a token %s', async (_name, make) => {
    expect((await me(`Bearer ${await make()}`)).statusCode).toBe(200);
  });

  it.each(rejected)('%s → 401', async (_name, make) => {
    await expectUnauthorized(`Bearer ${await make()}`);
  });

  it.each([
    ['empty bearer', 'Bearer '],
    ['not a JWT', 'Bearer abc'],
    ['basic auth', 'Basic dXNlcjpwYXNz'],
    ['lower-case scheme with junk', 'bearer x.y.z'],
    ['two tokens', 'Bearer a.b.c Bearer d.e.f'],
    ['a 10k token', `Bearer ${'a'.repeat(5000)}.${'b'.repeat(5000)}.c`],
  ])('a malformed Authorization header (%s) → 401', async (_name, header) => {
    await expectUnauthorized(header);
  });

  it('a token in the query string is not a credential', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/me?access_token=${await sign()}&id_token=${await sign()}`,
    });
    expect(res.statusCode).toBe(401);
  });

  it('every signed-in endpoint refuses a foreign-key token the same way', async () => {
    const foreign = await sign(
      { sub: activeStaff },
      { key: (await generateKeyPair('RS256')).privateKey },
    );
    for (const e of Object.values(endpoints) as Endpoint[]) {
      if (e.access.kind === 'public') continue;
      const res = await app.inject({
        method: e.method,
        url: pathOf(e),
        headers: {
          authorization: `Bearer ${foreign}`,
          cookie: 'XSRF-TOKEN=x',
          'x-xsrf-token': 'x',
        },
        ...(e.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      expect(errorBodyProblem(res)).toBeNull();
    }
  });

  it('a user suspended after the token was issued is refused once the principal cache lapses', async () => {
    const student = await buildStudent(t.db);
    const token = await sign({ sub: student.id });
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    const { users } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, student.id));
    // Remembered for PRINCIPAL_CACHE_SECONDS (10 s by default), then read again and refused.
    t.clock.advance(t.config.principalCacheMs);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
    expect((await me(`Bearer ${token}`)).statusCode).toBe(401);
  });
});
