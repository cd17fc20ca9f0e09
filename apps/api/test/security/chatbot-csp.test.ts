import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../harness';
import { buildStaff } from '../factories';
import { chatbotSettings } from '../../src/db/schema';

/**
 * The chatbot script's origin (CHATBOT_SCRIPT_URL) in the documents' Content-Security-Policy:
 * script-src and connect-src name exactly that origin beyond this one; API answers keep loading
 * nothing; the widget endpoints name the script.
 */

const directive = (csp: unknown, name: string) =>
  new RegExp(`(?:^|;)${name} ([^;]*)`).exec(String(csp))?.[1]?.split(' ') ?? [];

/** A document: /api/docs is one whether or not the SPA is built. */
const documentCsp = async (t: TestContext) =>
  (await t.call({ method: 'GET', url: '/api/docs/static/index.html' })).headers[
    'content-security-policy'
  ];

async function widgetOf(t: TestContext) {
  const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
  await t.db.insert(chatbotSettings).values({ sdkKey: 'home' });
  return t.call({ method: 'GET', url: '/api/v1/get-widget', token: await t.tokenFor(staff.id) });
}

describe('with a chatbot on another origin', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      env: {
        PUBLIC_URL: 'https://portal.example.jp',
        CHATBOT_SCRIPT_URL: 'https://chat.example.com/sdk/widget.js?v=2',
      },
    });
  });
  afterAll(() => t?.close());

  it("adds exactly the script's origin to script-src and connect-src of documents", async () => {
    const csp = await documentCsp(t);
    expect(directive(csp, 'script-src')).toEqual(["'self'", 'https://chat.example.com']);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://chat.example.com']);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
  });

  it('keeps the API answers loading nothing', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/areas' });
    expect(directive(res.headers['content-security-policy'], 'default-src')).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toContain('chat.example.com');
  });

  it('names the script in the home widget answer', async () => {
    expect((await widgetOf(t)).json()).toMatchObject({
      sdkKey: 'home',
      scriptUrl: 'https://chat.example.com/sdk/widget.js?v=2',
    });
  });
});

describe('with the demo script (CHATBOT_SCRIPT_URL unset) or one on this origin', () => {
  it.each([
    [{}, '/chatbot/demo-widget.js'],
    [
      {
        PUBLIC_URL: 'https://portal.example.jp',
        CHATBOT_SCRIPT_URL: 'https://portal.example.jp/c.js',
      },
      '/c.js',
    ],
  ])('%j: script-src stays self, the widget names %s', async (env, scriptUrl) => {
    const t = await createTestContext({ env });
    try {
      const csp = await documentCsp(t);
      expect(directive(csp, 'script-src')).toEqual(["'self'"]);
      expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
      expect((await widgetOf(t)).json()).toMatchObject({ scriptUrl });
    } finally {
      await t.close();
    }
  });
});
