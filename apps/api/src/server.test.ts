import { existsSync, readdirSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorStatus, messages } from '@tayori/contract';
import { webDistDir } from './server';
import { buildStudent } from '../test/factories';
import { suiteContext, type TestContext } from '../test/harness';

let t: TestContext;
suiteContext((context) => (t = context));

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

  it('tells the truth in OpenAPI: security schemes, and the error answers of every endpoint', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes).toMatchObject({
      idToken: { type: 'http', scheme: 'bearer' },
      xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
    });
    type Operation = {
      responses: Record<
        string,
        { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }
      >;
      security?: Record<string, string[]>[];
    };
    const operation = (name: keyof typeof endpoints): Operation => {
      const e = endpoints[name];
      return doc.paths[e.path][e.method.toLowerCase()];
    };
    for (const [name, e] of Object.entries(endpoints)) {
      const op = operation(name as keyof typeof endpoints);
      const statuses = Object.keys(op.responses);
      expect(statuses, name).toContain('400');
      for (const status of statuses.filter((s) => s !== '200')) {
        const body = op.responses[status]!.content!['application/json']!.schema;
        expect(Object.keys(body.properties ?? {}), `${name} ${status}`).toEqual(
          expect.arrayContaining(['errorType', 'messages']),
        );
      }
      if (e.access.kind !== 'public') {
        expect(statuses, name).toContain('401');
        expect(op.security, name).toContainEqual(expect.objectContaining({ idToken: [] }));
      }
      if (e.method !== 'GET' && e.xsrf !== false) {
        expect(statuses, name).toContain('403');
        expect(op.security, name).toContainEqual(expect.objectContaining({ xsrf: [] }));
      }
      // A machine's endpoint (Amazon SNS's posts) asks no XSRF token, and says so.
      if (e.xsrf === false)
        expect(op.security ?? [], name).not.toContainEqual(expect.objectContaining({ xsrf: [] }));
      if (e.path.includes('{')) expect(statuses, name).toContain('404');
      for (const status of statuses) {
        const { description } = op.responses[status] as { description: string };
        expect(description, `${name} ${status}`).not.toBe('Default Response');
        if (status !== '200')
          expect(description.split(':')[0], `${name} ${status}`).toBe(
            Object.entries(errorStatus).find(([, s]) => String(s) === status)?.[0],
          );
      }
    }
    expect(Object.keys(operation('identityCheck').responses)).toContain('429');
    expect(operation('identityCheck').security).toEqual([{ xsrf: [] }]);
    expect(Object.keys(operation('staffNoticeUpdate').responses)).toContain('409');
    expect(Object.keys(operation('profileUpdate').responses)).toContain('409');
    expect(operation('areas').security ?? []).toEqual([]);
    expect(Object.keys(operation('areas').responses)).toEqual(['200', '400']);
  });

  it('sets security headers and a CSP without inline scripts on documents', async () => {
    const res = await t.call({ method: 'GET', url: '/api/docs/static/index.html' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('lets an API answer load nothing and be framed or read by nobody, however its path is spelled', async () => {
    for (const url of ['/api/v1/areas', '//api/v1/areas', '/API/v1/areas']) {
      const res = await t.call({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toContain('script-src');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['strict-transport-security'], url).toBeDefined();
    }
  });

  it('answers unknown API paths with the notFound error body, however they are spelled', async () => {
    for (const url of ['/api/v1/nothing-here', '//api/v1/me', '/API/v1/me', '/IDP/nothing']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ errorType: 'notFound' });
    }
  });

  it('names every request with its own id, answered as X-Request-Id (unique across instances)', async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await t.call({ method: 'GET', url: '/healthz' })).headers['x-request-id'],
      ),
    );
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never lets an API answer be kept by a cache', async () => {
    const token = await t.tokenFor((await buildStudent(t.db)).id);
    for (const url of ['/api/v1/me', '/api/v1/users/', '/api/v1/areas', '/api/v1/nothing-here']) {
      const res = await t.call({ method: 'GET', url, token });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe("requests Node's HTTP parser refuses", () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and answers the raw response. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });

  it.each([
    [
      'a header block over the limit',
      `GET /api/v1/me HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      // Not the caller's input being wrong: an overgrown cookie, which the message names.
      {
        errorType: 'requestHeaderFieldsTooLarge',
        messages: [messages.request_header_fields_too_large],
      },
    ],
    [
      'Content-Length with Transfer-Encoding',
      'POST /api/v1/start HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      { errorType: 'validationError', messages: [messages.validation_incorrect] },
    ],
    [
      'a NUL in the request line',
      'GET /api/v1/\u0000me HTTP/1.1\r\nHost: x\r\n\r\n',
      400,
      { errorType: 'validationError', messages: [messages.validation_incorrect] },
    ],
  ])(
    'answers %s with the error body and the security headers',
    async (_, request, status, error) => {
      const response = await raw(request);
      const [head, body] = response.split('\r\n\r\n');
      expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(head).toMatch(/\r\ncontent-security-policy: default-src 'self'/i);
      expect(head).toMatch(/\r\nx-content-type-options: nosniff/i);
      expect(JSON.parse(body!)).toEqual(error);
    },
  );
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

    it('answers screen paths with dots with the app (its not-found page), missing files with 404', async () => {
      for (const url of ['/unread-notice-detail/1.0', '/foo.bar', '/notice-list.html']) {
        const res = await t.call({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/text\/html/);
      }
      for (const url of ['/assets/gone-1234.js', '/assets/x', '/favicon.png', '/robots.txt']) {
        const res = await t.call({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toMatchObject({ errorType: 'notFound' });
      }
    });
  },
);
