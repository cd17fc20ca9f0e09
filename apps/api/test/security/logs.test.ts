import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@tayori/contract';
import { createTestContext, pathOf, type TestContext } from '../harness';
import { setPassword } from '@tayori/idp';
import { buildStaff, buildStudent } from '../factories';
import { TestBrowser, formAction, freePort, openSignIn } from '../idp-browser';

/**
 * Logs never hold tokens, passwords or temporary passwords.
 *
 * The app is built with its production logger configuration (no `logger` passed, so server.ts's own
 * pino options and request serializer are what is tested), at LOG_LEVEL=trace. pino writes to
 * process.stdout when process.stdout.write has been replaced before the logger is made, so the
 * lines are captured by replacing it for the life of this file.
 */

let t: TestContext;
const captured: string[] = [];
const originalWrite = process.stdout.write.bind(process.stdout);

beforeAll(async () => {
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    captured.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString());
    const done = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    done?.();
    return true;
  }) as typeof process.stdout.write;
  t = await createTestContext({
    env: { LOG_LEVEL: 'trace', IDENTITY_CHECK_MIN_MS: '0', TRUST_PROXY: '1' },
  });
});
afterAll(async () => {
  await t?.close();
  process.stdout.write = originalWrite;
});

const logText = () => captured.join('');
const logLines = () =>
  logText()
    .split('\n')
    .filter((l) => l.startsWith('{'));

const PASSWORD = 'Secret-Passw0rd!xyz';
const QUERY_SECRET = 'QuerySecret0123456789';

function expectAbsent(secrets: string[]) {
  const text = logText();
  for (const s of secrets) {
    expect(text.includes(s), `the log holds ${s.slice(0, 12)}…`).toBe(false);
    // JSON-escaped or URL-encoded forms count too.
    expect(
      text.includes(encodeURIComponent(s)),
      `the log holds ${s.slice(0, 12)}… URL-encoded`,
    ).toBe(false);
  }
}

describe('logs', () => {
  it('log request lines at all (so the checks below can fail)', async () => {
    const res = await t.call({ method: 'GET', url: '/api/v1/areas' });
    expect(res.statusCode).toBe(200);
    expect(logLines().some((l) => l.includes('/api/v1/areas'))).toBe(true);
  });

  it('hold no bearer token, on success and on failure', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' });
    const token = await t.tokenFor(staff.id);
    const before = logLines().length;
    for (const e of Object.values(endpoints) as Endpoint[]) {
      await t.call({
        method: e.method,
        url: pathOf(e),
        token,
        ...(e.method === 'GET' ? {} : { body: {} }),
      });
    }
    await t.call({ method: 'GET', url: '/api/v1/me', token: `${token}x` });
    await t.call({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: `Basic ${Buffer.from(`u:${PASSWORD}`).toString('base64')}` },
    });
    expect(logLines().length).toBeGreaterThan(before);
    const [, payload, signature] = token.split('.');
    expectAbsent([token, payload!, signature!, Buffer.from(`u:${PASSWORD}`).toString('base64')]);
  });

  it('hold no secret passed in the query string', async () => {
    await t.call({
      method: 'GET',
      url: `/api/v1/areas?token=${QUERY_SECRET}&password=${QUERY_SECRET}2&code=${QUERY_SECRET}3`,
    });
    await t.call({ method: 'GET', url: `/api/v1/nothing-here?access_token=${QUERY_SECRET}4` });
    await t.call({ method: 'GET', url: `/idp/auth?code=${QUERY_SECRET}5&state=x` });
    expect(logLines().some((l) => l.includes('/api/v1/areas'))).toBe(true);
    expectAbsent([QUERY_SECRET]);
  });

  it('hold no password sent in a body, accepted or refused', async () => {
    const bodies = [
      { password: PASSWORD, newPassword: `${PASSWORD}1`, jid: 'ABC', seq: 0 },
      { birthday: '20080402', phoneNumber: '09012345678', password: PASSWORD },
    ];
    const staff = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' });
    const token = await t.tokenFor(staff.id);
    for (const e of Object.values(endpoints) as Endpoint[]) {
      if (e.method === 'GET') continue;
      for (const body of bodies) await t.call({ method: e.method, url: pathOf(e), token, body });
      await t.call({
        method: e.method,
        url: pathOf(e),
        token,
        body: `{"password":"${PASSWORD}"`,
        headers: { 'content-type': 'application/json' },
      });
    }
    expectAbsent([PASSWORD]);
  });

  const identityCheck = (Object.values(endpoints) as Endpoint[]).find((e) =>
    e.path.includes('/students/{studentNumber}'),
  );
  it.skipIf(!identityCheck)(
    'hold neither the temporary password of the identity check nor the SMS text',
    async () => {
      const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const student = await buildStudent(t.db, { student: { phoneNumber: phone } });
      const res = await t.call({
        method: 'POST',
        url: identityCheck!.path
          .replace('{school}', encodeURIComponent(student.school.extendedSchoolCode))
          .replace('{studentNumber}', encodeURIComponent(student.student.studentNumber)),
        body: { birthday: '20080402', phoneNumber: phone },
        headers: { 'x-forwarded-for': '203.0.113.50' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ successFlag: true });
      const { outboxMessages } = await import('../../src/db/schema');
      const sent = await t.db.select().from(outboxMessages);
      const sms = sent.find((m) => m.body.includes(student.email));
      expect(sms, 'the SMS is in the outbox').toBeDefined();
      // Every long alphanumeric word of the SMS: the temporary password is one of them.
      const words = sms!.body.match(/[A-Za-z0-9]{8,}/g) ?? [];
      expect(words.length).toBeGreaterThan(0);
      expectAbsent([
        ...words.filter((w) => !student.email.includes(w) && !t.config.publicUrl.includes(w)),
        sms!.body,
      ]);
      // Nor the birthday and phone number the caller typed.
      expectAbsent([phone, '20080402']);
    },
  );

  it.skipIf(!identityCheck)(
    'hold no parameter of a query that failed (drizzle writes them into its message)',
    async () => {
      const phone = `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const before = captured.length;
      await t.db.execute(sql`alter table students rename to students_away`);
      try {
        const res = await t.call({
          method: 'POST',
          url: identityCheck!.path.replace('{school}', 'S1').replace('{studentNumber}', 'A1'),
          body: { birthday: '20080402', phoneNumber: phone },
          headers: { 'x-forwarded-for': '203.0.113.51' },
        });
        expect(res.statusCode).toBe(500);
      } finally {
        await t.db.execute(sql`alter table students_away rename to students`);
      }
      const failure = captured.slice(before).join('');
      expect(failure).toContain('Failed query');
      expectAbsent([phone]);
    },
  );

  it('say why a sign-in was refused: the account and the reason, never the password or an unknown ID', async () => {
    const port = await freePort();
    const idp = await createTestContext({
      env: { LOG_LEVEL: 'info', PUBLIC_URL: `http://localhost:${port}` },
      configuredIssuer: true,
    });
    try {
      await idp.app.listen({ port, host: '127.0.0.1' });
      const student = await buildStudent(idp.db);
      await setPassword(idp.db, student.id, 'Right-2026-pass', {
        temporary: false,
        now: new Date(),
      });
      const unknownId = `nobody-${Date.now()}@school.example.jp`;
      for (const loginId of [student.email, unknownId]) {
        const browser = new TestBrowser(`http://localhost:${port}`);
        const { page } = await openSignIn(browser);
        const refused = await browser.request(formAction(page.text), {
          form: { loginId, password: PASSWORD },
        });
        expect(refused.status).toBe(401);
      }
      const refusals = logLines()
        .filter((l) => l.includes('"msg":"sign-in refused"'))
        .map((l) => JSON.parse(l) as { account: string | null; reason: string });
      expect(refusals.map(({ account, reason }) => ({ account, reason }))).toEqual([
        { account: student.id, reason: 'invalid' },
        { account: null, reason: 'unknown-sign-in-id' },
      ]);
      expectAbsent([PASSWORD, unknownId]);
    } finally {
      await idp.close();
    }
  });
});
