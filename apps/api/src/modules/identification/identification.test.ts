import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { setPassword, verifyPassword } from '@tayori/idp';
import { credentials } from '@tayori/idp/schema';
import { ErrorBody, IdentificationResponse, messages } from '@tayori/contract';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildStudent } from '../../../test/factories';
import { auditLog, outboxMessages } from '../../db/schema';
import { createOutboxSmsSender } from '../../platform/sms/outbox';

// 2026-06-15 12:00 in Tokyo.
const NOON = new Date('2026-06-15T03:00:00Z');
let t: TestContext;
let smsFails = false;

beforeAll(async () => {
  t = await createTestContext({
    now: NOON,
    env: { IDENTITY_CHECK_MIN_MS: '0', TRUST_PROXY: '1', PUBLIC_URL: 'https://portal.example.jp' },
    // The outbox, unless a test makes the provider fail.
    sms: {
      send: async (phone, text) => {
        if (smsFails) throw new Error('provider down');
        await createOutboxSmsSender(t.db).send(phone, text);
      },
    },
  });
});
beforeEach(() => {
  t.clock.set(NOON);
  smsFails = false;
});
afterAll(() => t.close());

let addressSeq = 0;
/** A fresh client address per test, so limits of one test do not leak into another. */
const newAddress = () => `198.51.100.${++addressSeq}`;

function identify(
  school: string,
  studentNumber: string,
  body: Record<string, unknown>,
  address = '192.0.2.1',
) {
  return t.call({
    method: 'POST',
    url: `/api/v1/schools/${encodeURIComponent(school)}/students/${encodeURIComponent(studentNumber)}`,
    body,
    headers: { 'x-forwarded-for': address },
  });
}

const right = { birthday: '20080402', phoneNumber: '09012345678' };
/** ASCII letters and digits as a Japanese IME types them in full width: A1 → Ａ１. */
const fullWidth = (text: string) =>
  text.replace(/[0-9A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));
const smsTo = (recipient: string) =>
  t.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.recipient, recipient)));

async function studentWithPhone() {
  const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const student = await buildStudent(t.db, { student: { phoneNumber: phone } });
  return { student, phone, e164: `+81${phone.slice(1)}`, body: { ...right, phoneNumber: phone } };
}

// A match spends a scrypt of N=2^17 on the new password: seconds on a busy machine.
describe(
  'POST /api/v1/schools/{school}/students/{studentNumber}: a match',
  { timeout: 120_000 },
  () => {
    it('sets a temporary password and sends the sign-in ID, the password and the portal URL by SMS', async () => {
      const { student, e164, body } = await studentWithPhone();
      const res = await identify(
        student.school.extendedSchoolCode,
        student.student.studentNumber,
        body,
        newAddress(),
      );
      expect(res.statusCode).toBe(200);
      expect(IdentificationResponse.parse(res.json())).toEqual({ successFlag: true });

      const [sms] = await smsTo(e164);
      expect(sms?.body).toContain(`サインインID：${student.email}`);
      expect(sms?.body).toContain('https://portal.example.jp/lock');
      expect(sms?.body).toContain('7日間');
      const password = /仮パスワード：(\S+)/.exec(sms!.body)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9]{8,}$/);

      const [credential] = await t.db
        .select()
        .from(credentials)
        .where(eq(credentials.userId, student.id));
      expect(credential?.mustChange).toBe(true);
      expect(credential?.temporaryExpiresAt).toEqual(
        new Date(NOON.getTime() + 7 * 24 * 60 * 60 * 1000),
      );
      expect(await verifyPassword(password!, credential!.passwordHash)).toBe(true);

      // A second check replaces the password: the first one stops working.
      await identify(
        student.school.extendedSchoolCode,
        student.student.studentNumber,
        body,
        newAddress(),
      );
      const [after] = await t.db
        .select()
        .from(credentials)
        .where(eq(credentials.userId, student.id));
      expect(await verifyPassword(password!, after!.passwordHash)).toBe(false);
      expect(await smsTo(e164)).toHaveLength(2);
    });

    it('answers successFlag false when the SMS provider fails (never a fake success), and keeps the password', async () => {
      const { student, e164, body } = await studentWithPhone();
      await setPassword(t.db, student.id, 'Kept2026pw', { temporary: false, now: t.clock.now() });
      smsFails = true;
      const res = await identify(
        student.school.extendedSchoolCode,
        student.student.studentNumber,
        body,
        newAddress(),
      );
      expect(res.json()).toEqual({ successFlag: false });
      expect(await smsTo(e164)).toHaveLength(0);
      const [kept] = await t.db
        .select()
        .from(credentials)
        .where(eq(credentials.userId, student.id));
      expect(await verifyPassword('Kept2026pw', kept!.passwordHash)).toBe(true);
      expect(kept!.mustChange).toBe(false);
    });
  },
);

// A match spends a scrypt of N=2^17 on the new password: seconds on a busy machine.
describe('the student number as typed', { timeout: 120_000 }, () => {
  it('matches in either letter case (a phone keyboard starts in lower case)', async () => {
    const { student, body } = await studentWithPhone();
    const number = student.student.studentNumber;
    expect(number).toMatch(/[A-Z]/);
    const res = await identify(
      student.school.extendedSchoolCode,
      number.toLowerCase(),
      body,
      newAddress(),
    );
    expect(res.json()).toEqual({ successFlag: true });
  });

  it('accepts what a Japanese IME typed and answers as for the half-width input', async () => {
    const { student, e164, phone } = await studentWithPhone();
    const code = student.school.extendedSchoolCode;
    const number = student.student.studentNumber;
    // Full-width student number, birthday with full-width hyphens, phone with the IME's ー.
    const res = await identify(
      code,
      fullWidth(number),
      {
        birthday: '２００８－０４－０２',
        phoneNumber: `${fullWidth(phone.slice(0, 3))}ー${fullWidth(phone.slice(3, 7))}ー${phone.slice(7)}`,
      },
      newAddress(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ successFlag: true });
    expect(await smsTo(e164)).toHaveLength(1);
    const [logged] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'identity-check'),
          eq(auditLog.entityId, student.id),
          sql`${auditLog.detail}->>'outcome' = 'sent'`,
        ),
      );
    expect(logged?.detail).toMatchObject({ studentNumber: number });
  });

  it('is one number whatever its case: a second student cannot take it in another case', async () => {
    const { student } = await studentWithPhone();
    await expect(
      buildStudent(t.db, {
        school: student.school,
        student: { studentNumber: student.student.studentNumber.toLowerCase() },
      }),
    ).rejects.toThrow();
  });
});

// A match spends a scrypt of N=2^17 on the new password: seconds on a busy machine.
describe('no match', { timeout: 120_000 }, () => {
  it('answers the same successFlag false whichever detail is wrong, and sends nothing', async () => {
    const { student, e164, body } = await studentWithPhone();
    const suspended = await buildStudent(t.db, {
      user: { status: 'SUSPENDED' },
      student: { phoneNumber: body.phoneNumber },
    });
    const code = student.school.extendedSchoolCode;
    const number = student.student.studentNumber;
    const cases: [string, string, Record<string, string>][] = [
      [code, number, { ...body, birthday: '20080403' }],
      [code, number, { ...body, phoneNumber: '09000000000' }],
      [code, 'NOSUCH1', body],
      ['NOSUCHSCHOOL', number, body],
      [suspended.school.extendedSchoolCode, suspended.student.studentNumber, body],
    ];
    for (const [school, studentNumber, b] of cases) {
      const res = await identify(school, studentNumber, b, newAddress());
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('{"successFlag":false}');
    }
    expect(await smsTo(e164)).toHaveLength(0);
    expect(await t.db.select().from(credentials).where(eq(credentials.userId, student.id))).toEqual(
      [],
    );
  });

  it('records every attempt without the birthday or phone number', async () => {
    const { student, body } = await studentWithPhone();
    const number = student.student.studentNumber;
    await identify(
      student.school.extendedSchoolCode,
      number,
      { ...body, birthday: '20080403' },
      newAddress(),
    );
    await identify(student.school.extendedSchoolCode, number, body, newAddress());
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'identity-check'),
          sql`${auditLog.detail}->>'studentNumber' = ${number}`,
        ),
      );
    expect(rows.map((r) => (r.detail as { outcome: string }).outcome).sort()).toEqual([
      'no-match',
      'sent',
    ]);
    expect(JSON.stringify(rows)).not.toContain(body.phoneNumber);
    for (const secret of ['20080402', '20080403', '2008-04'])
      expect(JSON.stringify(rows)).not.toContain(secret);
  });
});

describe('validation (spec 000 §5, exact messages)', () => {
  const fieldsOf = async (studentNumber: string, body: Record<string, unknown>) => {
    const res = await identify('S1', studentNumber, body, newAddress());
    expect(res.statusCode).toBe(400);
    const error = ErrorBody.parse(res.json());
    expect(error.messages).toEqual([messages.validation_incorrect]);
    return error.fields;
  };

  it.each([
    [{ phoneNumber: '09012345678' }, messages.required],
    [{ birthday: '', phoneNumber: '09012345678' }, messages.required],
    [{ birthday: '2008042', phoneNumber: '09012345678' }, messages.birthday_format],
    [{ birthday: '2008-4-02', phoneNumber: '09012345678' }, messages.birthday_format],
    [{ birthday: '２００８０４０', phoneNumber: '09012345678' }, messages.birthday_format],
    [{ birthday: '２００８／０４／０２', phoneNumber: '09012345678' }, messages.birthday_format],
    [{ birthday: '２００８０２３０', phoneNumber: '09012345678' }, messages.invalid_date],
    [{ birthday: '20080230', phoneNumber: '09012345678' }, messages.invalid_date],
    [{ birthday: '18991231', phoneNumber: '09012345678' }, messages.invalid_date],
    [{ birthday: '19000101', phoneNumber: '09012345678' }, messages.invalid_date],
    [{ birthday: '20260615', phoneNumber: '09012345678' }, messages.invalid_date],
    [{ birthday: '20300101', phoneNumber: '09012345678' }, messages.invalid_date],
  ])('birthday %j → %s', async (body, message) => {
    expect(await fieldsOf('A1', body)).toEqual({ birthday: message });
  });

  it.each([
    [{ birthday: '20080402' }, messages.required],
    [{ birthday: '20080402', phoneNumber: '' }, messages.required],
    [{ birthday: '20080402', phoneNumber: '0901234567' }, messages.phone_format],
    [{ birthday: '20080402', phoneNumber: '090-1234-567' }, messages.phone_format],
    [{ birthday: '20080402', phoneNumber: '０９０ー１２３４ー５６７８９' }, messages.phone_format],
    [{ birthday: '20080402', phoneNumber: '－－－' }, messages.required],
  ])('phone %j → %s', async (body, message) => {
    expect(await fieldsOf('A1', body)).toEqual({ phoneNumber: message });
  });

  it.each(['ABC-1', 'A'.repeat(13), 'ＡＢＣ－１', 'Ａ'.repeat(13)])(
    'student number %s → %s',
    async (studentNumber) => {
      expect(await fieldsOf(studentNumber, right)).toEqual({
        studentNumber: messages.student_number_format,
      });
    },
  );

  it('accepts 1900-01-02 and yesterday; "today" is the Tokyo date of the server clock', async () => {
    const ok = async (birthday: string) =>
      (await identify('S1', 'A1', { ...right, birthday }, newAddress())).statusCode;
    expect(await ok('19000102')).toBe(200);
    expect(await ok('20260614')).toBe(200);
    t.clock.set(new Date('2026-06-15T14:59:59Z'));
    expect(await ok('20260615')).toBe(400);
    t.clock.set(new Date('2026-06-15T15:00:00Z')); // 2026-06-16 00:00 in Tokyo
    expect(await ok('20260615')).toBe(200);
  });
});

describe('the school in the path (the school-code rule, before anything is counted or logged)', () => {
  // As a client would put them in the path: the router decodes each to the value the rule sees.
  it.each([
    '.%2E%2F',
    'S1%2F..%2FS2',
    'S%E2%80%AE1000',
    'S%201',
    '%EF%BC%B3CH',
    'S'.repeat(21),
    '%00',
  ])('%s → 400, nothing counted, nothing in the audit log', async (school) => {
    const number = `Z${++addressSeq}`;
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/schools/${school}/students/${number}`,
      body: right,
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json()).errorType).toBe('validationError');
    const logged = await t.db.execute(
      sql`select count(*)::int as n from audit_log where detail->>'studentNumber' = ${number}`,
    );
    const counted = await t.db.execute(
      sql`select count(*)::int as n from rate_limit_counters where key like ${`%${number}%`}`,
    );
    expect(countOf(logged)).toBe(0);
    expect(countOf(counted)).toBe(0);
  });
});

const countOf = (result: unknown) =>
  Number(((result as { rows?: { n: number }[] }).rows ?? (result as { n: number }[]))[0]?.n);

// A match spends a scrypt of N=2^17 on the new password: seconds on a busy machine.
describe('brute force', { timeout: 120_000 }, () => {
  it('allows 5 tries per student number from one address in an hour, then 429 and nothing sent', async () => {
    const { student, e164, body } = await studentWithPhone();
    const address = newAddress();
    const code = student.school.extendedSchoolCode;
    const number = student.student.studentNumber;
    for (let i = 0; i < 5; i++) {
      expect(
        (await identify(code, number, { ...body, birthday: '20080403' }, address)).json(),
      ).toEqual({ successFlag: false });
    }
    const blocked = await identify(code, number, body, address);
    expect(blocked.statusCode).toBe(429);
    expect(ErrorBody.parse(blocked.json())).toEqual({
      errorType: 'tooManyRequests',
      messages: [messages.too_many_requests],
    });
    // Every try was in one bucket: the window lets one through again an hour after it.
    expect(blocked.headers['retry-after']).toBe('3600');
    expect(await smsTo(e164)).toHaveLength(0);

    // Another address may still try; the same one again after the window.
    expect((await identify(code, number, body, newAddress())).json()).toEqual({
      successFlag: true,
    });
    t.clock.advance(60 * 60 * 1000);
    expect((await identify(code, number, body, address)).json()).toEqual({ successFlag: true });
  });

  it('one address cannot use up a student for everyone else: its refused tries do not count', async () => {
    const { student, body } = await studentWithPhone();
    const code = student.school.extendedSchoolCode;
    const number = student.student.studentNumber;
    const wrong = { ...body, birthday: '20080403' };
    const attacker = newAddress();
    // An hour of tries from one address, a few every minute.
    for (let minute = 0; minute < 60; minute += 4) {
      for (let i = 0; i < 3; i++) await identify(code, number, wrong, attacker);
      t.clock.advance(4 * 60 * 1000);
    }
    expect((await identify(code, number, wrong, attacker)).statusCode).toBe(429);
    expect((await identify(code, number, body, newAddress())).json()).toEqual({
      successFlag: true,
    });
  });

  it('counts in a sliding window: no burst fits across a clock boundary', async () => {
    const { student, body } = await studentWithPhone();
    const address = newAddress();
    const code = student.school.extendedSchoolCode;
    const number = student.student.studentNumber;
    const wrong = { ...body, birthday: '20080403' };
    // Buckets of 4 minutes (an hour in 15): tries at 03:59:59 fall in the one from 03:56.
    t.clock.set(new Date('2026-06-15T03:59:59Z'));
    for (let i = 0; i < 5; i++)
      expect((await identify(code, number, wrong, address)).statusCode).toBe(200);
    t.clock.set(new Date('2026-06-15T04:00:00Z'));
    expect((await identify(code, number, body, address)).statusCode).toBe(429);
    t.clock.set(new Date('2026-06-15T04:55:59Z'));
    expect((await identify(code, number, body, address)).statusCode).toBe(429);
    t.clock.set(new Date('2026-06-15T04:56:00Z'));
    expect((await identify(code, number, body, address)).json()).toEqual({ successFlag: true });
  });

  it('counts a student number typed in full width with the same number in half width', async () => {
    const { student, body } = await studentWithPhone();
    const address = newAddress();
    const code = student.school.extendedSchoolCode;
    const number = student.student.studentNumber;
    const wrong = { ...body, birthday: '20080403' };
    for (let i = 0; i < 5; i++)
      expect((await identify(code, fullWidth(number), wrong, address)).json()).toEqual({
        successFlag: false,
      });
    expect((await identify(code, number, body, address)).statusCode).toBe(429);
  });

  it('allows 15 tries per student number across addresses in an hour', async () => {
    const { student, body } = await studentWithPhone();
    const code = student.school.extendedSchoolCode;
    const number = student.student.studentNumber;
    const wrong = { ...body, birthday: '20080403' };
    for (let i = 0; i < 15; i++)
      expect((await identify(code, number, wrong, newAddress())).statusCode).toBe(200);
    expect((await identify(code, number, body, newAddress())).statusCode).toBe(429);
    t.clock.advance(60 * 60 * 1000);
    expect((await identify(code, number, body, newAddress())).json()).toEqual({
      successFlag: true,
    });
  });

  it('never blocks an address: a school NAT serves hundreds of attempts by different students', async () => {
    const address = newAddress();
    const students = await Promise.all(Array.from({ length: 80 }, () => studentWithPhone()));
    for (const { student, body } of students) {
      const number = student.student.studentNumber;
      const code = student.school.extendedSchoolCode;
      for (let i = 0; i < 4; i++) {
        const res = await identify(code, number, { ...body, birthday: '20080403' }, address);
        expect(res.json()).toEqual({ successFlag: false });
      }
    }
    const { student, body } = students[0]!;
    const res = await identify(
      student.school.extendedSchoolCode,
      student.student.studentNumber,
      body,
      address,
    );
    expect(res.json()).toEqual({ successFlag: true });
  });
});

// A match spends a scrypt of N=2^17 on the new password: seconds on a busy machine.
describe('timing', { timeout: 120_000 }, () => {
  it('answers a match and a miss no sooner than the configured minimum', async () => {
    // The production default: a match's scrypt and SMS fit inside it even on a busy CI machine.
    t.config.identityCheck.minDurationMs = 1000;
    try {
      const { student, body } = await studentWithPhone();
      const time = async (b: Record<string, string>) => {
        const started = performance.now();
        await identify(
          student.school.extendedSchoolCode,
          student.student.studentNumber,
          b,
          newAddress(),
        );
        return performance.now() - started;
      };
      const miss = await time({ ...body, birthday: '20080403' });
      const hit = await time(body);
      expect(miss).toBeGreaterThanOrEqual(995);
      expect(hit).toBeGreaterThanOrEqual(995);
      expect(Math.abs(hit - miss)).toBeLessThan(150);
    } finally {
      t.config.identityCheck.minDurationMs = 0;
    }
  });
});
