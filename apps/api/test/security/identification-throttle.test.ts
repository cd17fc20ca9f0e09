import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, messages, type Endpoint } from '@tayori/contract';
import { createTestContext, type TestContext } from '../harness';
import { buildStudent } from '../factories';
import { outboxMessages } from '../../src/db/schema';
import { errorBodyProblem } from './support';

/**
 * Identity-check attempts are limited per student number and per client address, with a higher
 * limit across addresses, never blocking a whole address outright (a school NAT). Over the limit: 429 tooManyRequests with the Japanese message, nothing sent.
 * Written from the rule, not from the implementation's numbers: the bounds below are generous.
 */

const endpoint: Endpoint = endpoints.identityCheck;

/** More tries than any sensible per-student limit; fewer than a school's NAT must be allowed. */
const PER_STUDENT_BOUND = 60;
const NAT_STUDENTS = 40;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { IDENTITY_CHECK_MIN_MS: '0', TRUST_PROXY: '1' } });
});
afterAll(() => t?.close());

let n = 0;
const freshAddress = () => `198.18.${Math.floor(++n / 250)}.${(n % 250) + 1}`;

async function student() {
  const phone = `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const s = await buildStudent(t.db, { student: { phoneNumber: phone, birthday: '2008-04-02' } });
  return {
    school: s.school.extendedSchoolCode,
    number: s.student.studentNumber,
    right: { birthday: '20080402', phoneNumber: phone },
    wrong: { birthday: '20080403', phoneNumber: phone },
  };
}

const identify = (school: string, number: string, body: object, address: string) =>
  t.call({
    method: 'POST',
    url: endpoint!.path
      .replace('{school}', encodeURIComponent(school))
      .replace('{studentNumber}', encodeURIComponent(number)),
    body,
    headers: { 'x-forwarded-for': address },
  });

const smsCount = async () =>
  (
    await t.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.channel, 'sms'))
  )[0]!.n;

function expectTooMany(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body).toBe(429);
  expect(errorBodyProblem(res as never)).toBeNull();
  expect(res.json()).toEqual({
    errorType: 'tooManyRequests',
    messages: [messages.too_many_requests],
  });
}

/** Sends wrong details until the first 429; returns how many were answered before it (or null). */
async function untilThrottled(
  next: () => Promise<{ statusCode: number; body: string }>,
): Promise<number | null> {
  for (let i = 0; i < PER_STUDENT_BOUND; i++) {
    const res = await next();
    if (res.statusCode === 429) return i;
    expect(res.statusCode, res.body).toBe(200);
  }
  return null;
}

describe('identity check brute force', () => {
  it('one student number from one address is throttled, and then even the right details send nothing', async () => {
    const s = await student();
    const address = freshAddress();
    const allowed = await untilThrottled(() => identify(s.school, s.number, s.wrong, address));
    expect(allowed, `no 429 within ${PER_STUDENT_BOUND} tries`).not.toBeNull();
    expect(allowed).toBeGreaterThanOrEqual(1);

    const sms = await smsCount();
    const res = await identify(s.school, s.number, s.right, address);
    expectTooMany(res);
    expect(await smsCount()).toBe(sms);
  });

  it('one student number from ever-new addresses is throttled too (the limit across addresses)', async () => {
    const s = await student();
    const allowed = await untilThrottled(() =>
      identify(s.school, s.number, s.wrong, freshAddress()),
    );
    expect(
      allowed,
      `no 429 within ${PER_STUDENT_BOUND} tries from distinct addresses`,
    ).not.toBeNull();

    const sms = await smsCount();
    expectTooMany(await identify(s.school, s.number, s.right, freshAddress()));
    expect(await smsCount()).toBe(sms);
  });

  it('behind one proxy (TRUST_PROXY=1), entries the client writes into X-Forwarded-For change nothing', async () => {
    const s = await student();
    const proxied = freshAddress();
    const allowed = await untilThrottled(() =>
      identify(s.school, s.number, s.wrong, `${freshAddress()}, ${proxied}`),
    );
    expect(allowed, `no 429 within ${PER_STUDENT_BOUND} tries`).not.toBeNull();
    expect(allowed).toBeLessThan(15);
  });

  it('varying the case of the student number does not reset the count', async () => {
    const s = await student();
    const address = freshAddress();
    const lower = s.number.toLowerCase();
    const upper = s.number.toUpperCase();
    let throttled = false;
    for (let i = 0; i < PER_STUDENT_BOUND && !throttled; i++) {
      const res = await identify(s.school, i % 2 ? lower : upper, s.wrong, address);
      throttled = res.statusCode === 429;
    }
    expect(throttled).toBe(true);
  });

  it('an address is never blocked outright: a school NAT serves many students after one is throttled', async () => {
    const nat = freshAddress();
    const victim = await student();
    expect(
      await untilThrottled(() => identify(victim.school, victim.number, victim.wrong, nat)),
    ).not.toBeNull();

    // Other students behind the same address still get real answers…
    for (let i = 0; i < NAT_STUDENTS; i++) {
      const other = await student();
      const res = await identify(
        other.school,
        other.number,
        i % 2 ? other.wrong : other.right,
        nat,
      );
      expect(res.statusCode, `student ${i + 1} behind the NAT: ${res.body}`).toBe(200);
      expect(res.json()).toEqual({ successFlag: i % 2 === 0 });
    }
  });
});
