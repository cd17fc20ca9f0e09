import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { setPassword } from '@tayori/idp';
import { openTestDatabase } from '../../../test/test-database';
import { buildStudent } from '../../../test/factories';
import { startBalancer } from '../../../test/deploy/balancer';
import {
  TestBrowser,
  freePort,
  openSignIn,
  pkce,
  signInThroughIdp,
} from '../../../test/idp-browser';
import { loadConfig } from '../../config';
import type { Database } from '../../db/client';
import { fixedClock } from '../clock';
import { mountIdp } from './idp';
import { securityHeaders } from '../http/security-headers';

/**
 * docs/operations.md, "Behind a reverse proxy": the bundled IdP names its issuer and endpoints
 * from PUBLIC_URL alone and sets Secure cookies for an https one, whatever Host, scheme or
 * forwarded headers a request arrives with.
 */
let database: Database;
const clock = fixedClock(new Date());
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await database.close();
});

/** The IdP as an instance mounts it, listening on a free port, for `env`. */
async function instance(env: Record<string, string>) {
  const port = await freePort();
  const config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const app: FastifyInstance = Fastify({
    logger: false,
    trustProxy: config.trustProxy > 0 && ((_a: string, hop: number) => hop < config.trustProxy),
  });
  securityHeaders(app);
  await mountIdp(app, { config, db: database.db, clock });
  await app.listen({ port, host: '127.0.0.1' });
  closers.push(() => app.close());
  return `http://127.0.0.1:${port}`;
}

async function discovery(origin: string, headers: Record<string, string>) {
  const res = await fetch(`${origin}/idp/.well-known/openid-configuration`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

/** Every URL a discovery document names. */
const urlsOf = (doc: Record<string, unknown>) =>
  Object.values(doc).filter((v): v is string => typeof v === 'string' && /^https?:/.test(v));

describe('the bundled IdP behind a TLS proxy', () => {
  it.each([
    ['no proxy trusted', { TRUST_PROXY: '0' }],
    ['one proxy trusted', { TRUST_PROXY: '1' }],
  ])(
    '%s: issuer and endpoints from PUBLIC_URL whatever Host and X-Forwarded-* say',
    async (_l, env) => {
      const origin = await instance({ PUBLIC_URL: 'https://portal.example.jp', ...env });
      const variants: Record<string, string>[] = [
        {},
        { host: 'evil.example' },
        { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
        { 'x-forwarded-proto': 'http', forwarded: 'host=evil.example;proto=http' },
      ];
      for (const headers of variants) {
        const doc = await discovery(origin, headers);
        expect(doc.issuer).toBe('https://portal.example.jp/idp');
        const urls = urlsOf(doc);
        expect(urls.length).toBeGreaterThan(5);
        for (const url of urls) expect(url).toMatch(/^https:\/\/portal\.example\.jp\/idp(\/|$)/);
      }
    },
  );

  it('sets its cookies Secure for an https PUBLIC_URL, though the request reached it over http', async () => {
    const origin = await instance({ PUBLIC_URL: 'https://portal.example.jp', TRUST_PROXY: '1' });
    const browser = new TestBrowser(origin);
    const res = await browser.request(
      `/idp/auth?${new URLSearchParams({
        client_id: 'tayori-web',
        response_type: 'code',
        scope: 'openid',
        redirect_uri: 'https://portal.example.jp/cushion',
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
      })}`,
      { headers: { host: 'evil.example' } },
    );
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^\/idp\/interaction\//);
    const cookies = res.res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.toLowerCase()).toContain('; secure');
  });

  it('an http PUBLIC_URL (a machine of its own, the demo) sets no Secure cookie', async () => {
    const port = await freePort();
    const origin = await instance({ PUBLIC_URL: `http://localhost:${port}` });
    const { page } = await openSignIn(
      new TestBrowser(origin),
      'openid',
      `http://localhost:${port}`,
    );
    expect(page.status).toBe(200);
    const res = await fetch(`${origin}/idp/.well-known/openid-configuration`);
    expect(((await res.json()) as { issuer: string }).issuer).toBe(`http://localhost:${port}/idp`);
  });

  it.each([
    [
      'rewrites Host to its upstream and adds X-Forwarded-For/-Proto (nginx without Host)',
      (h: Record<string, unknown>, client: string) => ({
        ...h,
        host: 'backend.internal:3000',
        'x-forwarded-for': client,
        'x-forwarded-proto': 'https',
      }),
    ],
    [
      'passes a hostile Host through',
      (h: Record<string, unknown>) => ({ ...h, host: 'evil.example' }),
    ],
  ])('a whole sign-in through a proxy that %s', async (_label, rewrite) => {
    const backends: string[] = [];
    const proxy = await startBalancer(() => backends, rewrite);
    closers.push(proxy.close);
    const publicUrl = `http://localhost:${proxy.port}`;
    backends.push(await instance({ PUBLIC_URL: publicUrl, TRUST_PROXY: '1' }));
    const user = await buildStudent(database.db);
    await setPassword(database.db, user.id, 'Proxy-2026-ok', {
      temporary: false,
      now: clock.now(),
    });
    const tokens = await signInThroughIdp(proxy.origin, user.email, 'Proxy-2026-ok', { publicUrl });
    expect(tokens.id_token.split('.')).toHaveLength(3);
    expect((await discovery(proxy.origin, {})).issuer).toBe(`${publicUrl}/idp`);
  });
});
