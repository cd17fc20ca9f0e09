import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistDir } from './server';
import { createTestContext, type TestContext } from '../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('server', () => {
  it('answers /healthz after checking the database', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves OpenAPI generated from the contract at /api/docs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/me', '/api/v1/schools']),
    );
  });

  it('sets security headers and a CSP without inline scripts', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/areas' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('answers unknown API paths with the notFound error body', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorType: 'notFound' });
  });
});

describe.skipIf(!existsSync(join(webDistDir, 'index.html')))(
  'the built web app (npm test builds it first)',
  () => {
    const asset = () =>
      readdirSync(join(webDistDir, 'assets')).find(
        (f) => f.endsWith('.js') && existsSync(join(webDistDir, 'assets', `${f}.br`)),
      )!;

    it('serves hashed assets pre-compressed and cached for good', async () => {
      const res = await t.call({
        method: 'GET',
        url: `/assets/${asset()}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    });

    it('answers every app path with index.html, never cached', async () => {
      const res = await t.call({
        method: 'GET',
        url: '/notice-list',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    });
  },
);
