import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { ConfigError, DEMO_CONTENTS_DIR, loadConfig } from '../../config';

/** docs/operations.md, "The attention list, the manual and the privacy policy". */
const dir = mkdtempSync(join(tmpdir(), 'tayori-contents-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ATTENTION = '/contents/attention/attentions.json';

describe('contents from CONTENTS_DIR', () => {
  let t: TestContext;
  beforeAll(async () => {
    mkdirSync(join(dir, 'attention'));
    mkdirSync(join(dir, 'manual'));
    writeFileSync(
      join(dir, 'attention/attentions.json'),
      JSON.stringify([{ receiverType: 'ALL', important: true, text: '明日は休校です。' }]),
    );
    writeFileSync(join(dir, 'manual/index.html'), '<h1>札幌中央高等学院の使い方</h1>');
    t = await createTestContext({ env: { CONTENTS_DIR: dir } });
  });
  afterAll(() => t.close());

  it("serves the school group's files, and an edit shows at the next request", async () => {
    const first = await t.call({ method: 'GET', url: ATTENTION });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json()).toEqual([
      { receiverType: 'ALL', important: true, text: '明日は休校です。' },
    ]);
    writeFileSync(join(dir, 'attention/attentions.json'), '[]');
    expect((await t.call({ method: 'GET', url: ATTENTION })).json()).toEqual([]);
    const manual = await t.call({ method: 'GET', url: '/contents/manual/index.html' });
    expect(manual.statusCode).toBe(200);
    expect(manual.body).toContain('札幌中央高等学院の使い方');
  });

  it('answers a page the directory lacks by asking the operator for it, and nothing outside it', async () => {
    const privacy = await t.call({ method: 'GET', url: '/contents/privacy/index.html' });
    expect(privacy.statusCode).toBe(404);
    expect(privacy.headers['content-type']).toContain('text/html');
    expect(privacy.body).toContain('このページはまだ用意されていません。');
    expect(privacy.body).toContain(`${join(dir, 'privacy/index.html')} にこのページの内容を置くと`);
    for (const url of [
      '/contents/../package.json',
      '/contents/%2e%2e/%2e%2e/package.json',
      '/contents/nothing.txt',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"dependencies"');
    }
  });
});

describe('contents without CONTENTS_DIR', () => {
  it('in production: an empty attention list and pages that ask the operator to write them', async () => {
    const t = await createTestContext({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://portal.school.lan',
        SMS_PROVIDER: 'outbox',
        MAIL_TRANSPORT: 'outbox',
      },
    });
    try {
      expect(t.config.contentsDir).toBeNull();
      const attention = await t.call({ method: 'GET', url: ATTENTION });
      expect(attention.statusCode).toBe(200);
      expect(attention.json()).toEqual([]);
      for (const page of ['manual', 'privacy']) {
        const res = await t.call({ method: 'GET', url: `/contents/${page}/index.html` });
        expect(res.body).toContain('このページはまだ用意されていません。');
        expect(res.body).toContain(`$CONTENTS_DIR/${page}/index.html`);
        expect(res.body).not.toContain('第3日曜日');
      }
    } finally {
      await t.close();
    }
  });

  it("outside production: the demo's", async () => {
    expect(loadConfig({}).contentsDir).toBe(DEMO_CONTENTS_DIR);
    const t = await createTestContext();
    try {
      const attention = await t.call({ method: 'GET', url: ATTENTION });
      expect(JSON.stringify(attention.json())).toContain('毎月第3日曜日');
    } finally {
      await t.close();
    }
  });

  it('refuses a CONTENTS_DIR that is no directory', () => {
    expect(() => loadConfig({ CONTENTS_DIR: join(dir, 'missing') })).toThrow(ConfigError);
    expect(() => loadConfig({ CONTENTS_DIR: join(dir, 'manual/index.html') })).toThrow(
      /^Invalid CONTENTS_DIR=.*must be a directory/,
    );
  });
});
