import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@tayori/contract';
import { createTestContext, pathOf, type TestContext } from '../harness';
import { webDistDir } from '../../src/server';
import { allows, errorBodyProblem, principalTokens, type PrincipalToken } from './support';

/**
 * Security headers and the CSP on every kind of answer: API success and error
 * answers of every endpoint, /healthz, /api/docs and the SPA fallback.
 */

let t: TestContext;
let tokens: PrincipalToken[];
beforeAll(async () => {
  t = await createTestContext();
  tokens = await principalTokens(t);
});
afterAll(() => t.close());

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

/** Every check at once, so a failure lists all that is missing. */
function headerProblems(res: LightMyRequestResponse): string[] {
  const h = res.headers;
  const problems: string[] = [];
  const csp = h['content-security-policy'];
  if (typeof csp !== 'string') problems.push('no content-security-policy');
  else {
    const d = directives(csp);
    const script = d.get('script-src') ?? d.get('default-src');
    if (!script) problems.push('no script-src nor default-src');
    else {
      for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:']) {
        if (script.includes(bad)) problems.push(`script-src allows ${bad}`);
      }
    }
    const ancestors = d.get('frame-ancestors');
    if (!ancestors) problems.push('no frame-ancestors');
    else if (ancestors.includes('*')) problems.push('frame-ancestors *');
    if (!(d.get('object-src') ?? []).includes("'none'")) problems.push("object-src is not 'none'");
    if (!d.has('base-uri')) problems.push('no base-uri');
  }
  if (h['x-content-type-options'] !== 'nosniff')
    problems.push('x-content-type-options is not nosniff');
  const referrer = String(h['referrer-policy'] ?? '');
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer)) {
    problems.push(`referrer-policy "${referrer}"`);
  }
  const hsts = /max-age=(\d+)/.exec(String(h['strict-transport-security'] ?? ''));
  if (!hsts || Number(hsts[1]) < 15_552_000)
    problems.push(`strict-transport-security "${h['strict-transport-security']}"`);
  if (h['x-powered-by'] !== undefined) problems.push('x-powered-by is sent');
  return problems;
}

const tokenOf = (name: string) => tokens.find((p) => p.name === name)?.token;
const adminToken = () => tokenOf('SYSTEM_ADMINISTRATOR');

describe('security headers', () => {
  it.each(Object.entries(endpoints) as [string, Endpoint][])(
    '%s: on the answer to a signed-in call',
    async (_name, e) => {
      const res = await t.call({
        method: e.method,
        url: pathOf(e),
        token: adminToken(),
        ...(e.method === 'GET' ? {} : { body: {} }),
      });
      expect(res.statusCode).toBeLessThan(500);
      expect(headerProblems(res)).toEqual([]);
    },
  );

  it.each(Object.entries(endpoints) as [string, Endpoint][])(
    '%s: on the error answer to an anonymous call',
    async (_name, e) => {
      const res = await t.call({ method: e.method, url: pathOf(e), xsrf: false });
      expect(headerProblems(res)).toEqual([]);
      expect(errorBodyProblem(res)).toBeNull();
    },
  );

  it.each([
    ['/healthz'],
    ['/api/docs'],
    ['/api/docs/'],
    ['/api/docs/json'],
    ['/api/docs/static/index.html'],
    ['/api/v1/nothing-here'],
    ['/api/v1/schools?areaCode=' + 'x'.repeat(100)],
  ])('GET %s', async (url) => {
    const res = await t.call({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(500);
    expect(headerProblems(res)).toEqual([]);
  });

  it('on answers to malformed JSON and wrong content types', async () => {
    const admin = tokens.find((p) => p.name === 'SYSTEM_ADMINISTRATOR')!;
    const unsafe = (Object.values(endpoints) as Endpoint[]).find(
      (e) => e.method !== 'GET' && allows(e, admin),
    );
    const url = unsafe ? pathOf(unsafe) : '/api/v1/anything';
    for (const [type, payload] of [
      ['application/json', '{'],
      ['text/plain', 'x'],
    ] as const) {
      const res = await t.call({
        method: unsafe?.method ?? 'POST',
        url,
        token: adminToken(),
        body: payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode).toBe(400);
      expect(headerProblems(res)).toEqual([]);
      expect(errorBodyProblem(res)).toBeNull();
    }
  });

  const hasSpa = existsSync(join(webDistDir, 'index.html'));
  it.skipIf(!hasSpa)(
    'on the SPA fallback (skipped: apps/web/dist is not built, run npm run build:web)',
    async () => {
      for (const url of ['/some/spa/path', '/lock', '/home', '/']) {
        const res = await t.call({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(String(res.headers['content-type'])).toContain('text/html');
        expect(headerProblems(res), url).toEqual([]);
        // The app's own index.html carries no inline script the CSP would have to allow.
        expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
      }
    },
  );

  it('the API sets no CORS grant for another origin', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/areas',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('answers Fastify gives before any hook', () => {
  it('an undecodable URL answers the error body with security headers', async () => {
    const e = Object.values(endpoints).find((x) => x.path.includes('{')) as Endpoint;
    const res = await t.call({
      method: e.method,
      url: e.path.replace(/\{\w+\}/g, '%zz'),
      token: adminToken(),
    });
    expect(errorBodyProblem(res)).toBeNull();
    expect(headerProblems(res)).toEqual([]);
  });
});
