import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';

const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((t) => t.close())));

const started = async (env: Record<string, string>) => {
  const t = await createTestContext({ env });
  contexts.push(t);
  return t;
};

describe('/dev/outbox', () => {
  // One context for both (a server per test is slow on a busy machine); TRUST_PROXY=1 so that a
  // forwarded address would be believed if the route trusted it.
  const withDevTools = (() => {
    let context: Promise<TestContext> | undefined;
    return () => (context ??= started({ DEV_TOOLS: '1', TRUST_PROXY: '1' }));
  })();

  it('answers a browser on this machine only', async () => {
    const t = await withDevTools();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        const res = await t.app.inject({ url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(200);
      }
    }
    for (const remoteAddress of ['192.168.10.20', '10.0.0.1', '::ffff:192.168.10.20', 'fe80::1']) {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        const res = await t.app.inject({ url, remoteAddress });
        expect(res.statusCode, `${url} from ${remoteAddress}`).toBe(404);
        expect(res.json()).toMatchObject({ errorType: 'notFound' });
      }
    }
  });

  it('does not answer through a reverse proxy on this machine, nor trust a forwarded address', async () => {
    const t = await withDevTools();
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 nginx' },
      { 'x-forwarded-host': 'portal.example.jp' },
    ]) {
      const res = await t.app.inject({
        url: '/dev/outbox.json',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
    }
    // A LAN client cannot make itself local by writing the header either.
    const spoofed = await t.app.inject({
      url: '/dev/outbox.json',
      remoteAddress: '192.168.10.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
  });

  it('does not exist without DEV_TOOLS', async () => {
    const t = await started({ DEV_TOOLS: '0' });
    expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
  });
});
