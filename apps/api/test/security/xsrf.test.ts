import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, messages, type Endpoint } from '@tayori/contract';
import { createTestContext, pathOf, type TestContext } from '../harness';
import { allows, errorBodyProblem, principalTokens, type PrincipalToken } from './support';

/**
 * DESIGN §4: every unsafe method of the contract refuses a call whose
 * X-XSRF-TOKEN header does not echo the XSRF-TOKEN cookie (403 forbidden, messages.xsrf_mismatch),
 * whoever calls; with a matching pair the XSRF check lets it through (whatever the endpoint answers next).
 */

let t: TestContext;
let tokens: PrincipalToken[];
beforeAll(async () => {
  t = await createTestContext({ env: { IDENTITY_CHECK_MIN_MS: '0' } });
  tokens = await principalTokens(t);
});
afterAll(() => t.close());

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
// A service's endpoint (contract `xsrf: false`, SNS's) proves itself by a signature instead.
const unsafe = (Object.entries(endpoints) as [string, Endpoint][]).filter(
  ([, e]) => !SAFE.has(e.method) && e.xsrf !== false,
);

/** A principal the endpoint admits (so a pass shows the XSRF check, not the guard, decided). */
const callerFor = (e: Endpoint) => tokens.find((p) => p.token && allows(e, p)) ?? tokens[0]!;

const COOKIE = 'cookie-value-0123456789abcdef';
const cases: [string, Record<string, string>][] = [
  ['neither cookie nor header', {}],
  ['header without cookie', { 'x-xsrf-token': COOKIE }],
  ['cookie without header', { cookie: `XSRF-TOKEN=${COOKIE}` }],
  ['mismatched header', { cookie: `XSRF-TOKEN=${COOKIE}`, 'x-xsrf-token': `${COOKIE}x` }],
  ['header of another length', { cookie: `XSRF-TOKEN=${COOKIE}`, 'x-xsrf-token': 'short' }],
  ['empty header', { cookie: `XSRF-TOKEN=${COOKIE}`, 'x-xsrf-token': '' }],
  ['empty cookie and header', { cookie: 'XSRF-TOKEN=', 'x-xsrf-token': '' }],
  [
    'header differing in case',
    { cookie: `XSRF-TOKEN=${COOKIE}`, 'x-xsrf-token': COOKIE.toUpperCase() },
  ],
  ['cookie under another name', { cookie: `xsrf-token=${COOKIE}`, 'x-xsrf-token': COOKIE }],
];

const isXsrfRefusal = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 &&
  (JSON.parse(res.body) as { messages?: string[] }).messages?.[0] === messages.xsrf_mismatch;

describe('XSRF double submit', () => {
  it('the contract has unsafe endpoints to check', () => {
    expect(unsafe.length).toBeGreaterThan(0);
  });

  describe.each(unsafe)('%s', (_name, e) => {
    it.each(cases)('%s → 403 forbidden with the XSRF message', async (_case, headers) => {
      for (const p of [callerFor(e), tokens[0]!]) {
        const res = await t.app.inject({
          method: e.method,
          url: pathOf(e),
          headers: { ...headers, ...(p.token ? { authorization: `Bearer ${p.token}` } : {}) },
          payload: {},
        });
        expect(res.statusCode, p.name).toBe(403);
        expect(errorBodyProblem(res)).toBeNull();
        expect(res.json()).toMatchObject({
          errorType: 'forbidden',
          messages: [messages.xsrf_mismatch],
        });
      }
    });

    it('a matching cookie and header pass the XSRF check', async () => {
      const p = callerFor(e);
      const res = await t.app.inject({
        method: e.method,
        url: pathOf(e),
        headers: {
          cookie: `XSRF-TOKEN=${COOKIE}`,
          'x-xsrf-token': COOKIE,
          ...(p.token ? { authorization: `Bearer ${p.token}` } : {}),
        },
        payload: {},
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(isXsrfRefusal(res), `${res.statusCode} ${res.body}`).toBe(false);
      expect(errorBodyProblem(res)).toBeNull();
    });
  });

  it('unsafe methods on paths outside the contract are checked too', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/not-in-the-contract', payload: {} });
      expect(res.statusCode).toBe(403);
      expect(isXsrfRefusal(res)).toBe(true);
    }
  });

  it('spelling the path another way does not get round the check', async () => {
    const spelled = (path: string) => [
      path.replace('/api/', '/%61pi/'),
      path.replace('/api/', '/%61%70%69/'),
      `http://127.0.0.1${path}`,
    ];
    for (const [, e] of unsafe) {
      const p = callerFor(e);
      for (const url of spelled(pathOf(e))) {
        const res = await rawRequest(e.method, url, p.token);
        expect(res.status, `${e.method} ${url}`).toBe(403);
        expect(isXsrfRefusal({ statusCode: res.status, body: res.body })).toBe(true);
      }
    }
  });

  it('any API answer sets a readable XSRF-TOKEN cookie for the whole site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/start' });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('XSRF-TOKEN='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{32,};/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=Lax|SameSite=Strict/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('each fresh cookie is unpredictable', async () => {
    const values = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/start' });
      const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('XSRF-TOKEN='));
      values.add(String(cookie).split(';')[0]!);
    }
    expect(values.size).toBe(5);
  });
});

/**
 * One request over a real socket with the target exactly as written: `inject` would normalise an
 * absolute-form target before the router saw it.
 */
let listening: Promise<string> | undefined;
async function rawRequest(method: string, target: string, token?: string | null) {
  listening ??= t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = new URL(await listening);
  const body = '{}';
  const head = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...(token ? [`Authorization: Bearer ${token}`] : []),
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    'Connection: close',
  ];
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${head.join('\r\n')}\r\n\r\n${body}`),
    );
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]),
    body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
  };
}
