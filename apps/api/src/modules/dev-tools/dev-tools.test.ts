import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '@tayori/idp';
import { credentials } from '@tayori/idp/schema';
import { buildSchool, buildStudent } from '../../../test/factories';
import { buildNotice, deliverNotice } from '../../../test/notice-factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { noticeDeliveries, notices, staffSchoolGroups, users } from '../../db/schema';
import type { TestStaff, TestStudent } from './test-accounts';

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

/** A POST to a dev tool, from this machine unless `remoteAddress` says otherwise. */
const post = (t: TestContext, url: string, payload?: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url, remoteAddress, ...(payload ? { payload } : {}) });

describe('/dev/students', () => {
  it('makes a student of the demo school who signs in and passes the identity check', async () => {
    const t = await started({ DEV_TOOLS: '1' });
    await buildSchool(t.db, { extendedSchoolCode: 'S0001' });
    const made = await post(t, '/dev/students', { temporaryPassword: true });
    expect(made.statusCode).toBe(200);
    const student = made.json<TestStudent>();
    expect(student).toMatchObject({ extendedSchoolCode: 'S0001' });
    expect(student.phoneNumber).toMatch(/^080\d{8}$/);
    expect(student.birthday).toMatch(/^2008\d{4}$/);

    const [user] = await t.db.select().from(users).where(eq(users.email, student.email));
    expect(user).toMatchObject({ userType: 'STUDENT', status: 'ACTIVE' });
    const [credential] = await t.db
      .select()
      .from(credentials)
      .where(eq(credentials.userId, user!.id));
    expect(credential!.mustChange).toBe(true);
    expect(await verifyPassword(student.password, credential!.passwordHash)).toBe(true);

    // Another call makes another student; a LAN address gets nothing.
    const second = await post(t, '/dev/students');
    expect(second.json<TestStudent>().email).not.toBe(student.email);
    const lan = await post(t, '/dev/students', undefined, '192.168.10.20');
    expect(lan.statusCode).toBe(404);
  });

  it("delivers another student's notices to the new one, unread, and counts them", async () => {
    const t = await started({ DEV_TOOLS: '1' });
    const school = await buildSchool(t.db, { extendedSchoolCode: 'S0001' });
    const other = await buildStudent(t.db, { school });
    const notice = await buildNotice(t.db, { school, startDate: '2026-06-01' });
    await deliverNotice(t.db, notice, [other.id]);
    await t.db.update(noticeDeliveries).set({ readAt: new Date() });
    const countOf = async () =>
      (await t.db.select().from(notices).where(eq(notices.id, notice.id)))[0]!.deliveryCount;
    const before = await countOf();
    const made = await post(t, '/dev/students', { noticesOf: other.email });
    expect(made.statusCode, made.body).toBe(200);
    const [user] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, made.json<TestStudent>().email));
    const [delivery] = await t.db
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.userId, user!.id));
    expect(delivery).toMatchObject({ noticeId: notice.id, readAt: null, startDate: '2026-06-01' });
    expect(await countOf()).toBe(before + 1);

    const unknown = await post(t, '/dev/students', { noticesOf: 'nobody@test.tayori.example' });
    expect(unknown.statusCode).toBe(400);
  });

  it('does not exist without DEV_TOOLS', async () => {
    const t = await started({ DEV_TOOLS: '0' });
    const res = await t.app.inject({ method: 'POST', url: '/dev/students' });
    expect(res.statusCode).toBe(404);
  });
});

describe('/dev/staff', () => {
  it('makes a staff member of a role; SCHOOL_* staff see the demo school group', async () => {
    const t = await started({ DEV_TOOLS: '1' });
    const school = await buildSchool(t.db, { extendedSchoolCode: 'S0001' });
    const made = await post(t, '/dev/staff', { roleType: 'SCHOOL_VIEWER' });
    expect(made.statusCode, made.body).toBe(200);
    const staff = made.json<TestStaff>();
    const [user] = await t.db.select().from(users).where(eq(users.email, staff.email));
    expect(user).toMatchObject({ userType: 'STAFF', roleType: 'SCHOOL_VIEWER', jid: null });
    const groups = await t.db
      .select()
      .from(staffSchoolGroups)
      .where(eq(staffSchoolGroups.userId, user!.id));
    expect(groups.map((g) => g.schoolGroupId)).toEqual([school.schoolGroupId]);
    const [credential] = await t.db
      .select()
      .from(credentials)
      .where(eq(credentials.userId, user!.id));
    expect(await verifyPassword(staff.password, credential!.passwordHash)).toBe(true);

    const wrong = await post(t, '/dev/staff', { roleType: 'STUDENT' });
    expect(wrong.statusCode).toBe(400);
    const lan = await post(t, '/dev/staff', { roleType: 'VISTA_VIEWER' }, '192.168.10.20');
    expect(lan.statusCode).toBe(404);
  });
});
