import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ErrorBody,
  StudentNoticeDetail,
  StudentNoticesResponse,
  UnreadNoticesResponse,
} from '@tayori/contract';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildStaff, buildStudent, buildUser } from '../../../test/factories';
import { buildNotice, deliverNotice } from '../../../test/notice-factories';
import { noticeDeliveries } from '../../db/schema';

// 2026-06-15 12:00 in Tokyo. A Tokyo day starts at 15:00 UTC the day before.
const NOON = new Date('2026-06-15T03:00:00Z');
const LAST_SECOND_OF_15TH = new Date('2026-06-15T14:59:59Z');
const FIRST_SECOND_OF_16TH = new Date('2026-06-15T15:00:00Z');

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ now: NOON });
});
beforeEach(() => t.clock.set(NOON));
afterAll(() => t.close());

async function studentWithToken() {
  const student = await buildStudent(t.db);
  return { student, token: await t.tokenFor(student.id) };
}

/** A notice of the student's school (buildNotice with `fields`). */
const schoolNotice = (
  student: { school: NonNullable<Parameters<typeof buildNotice>[1]>['school'] },
  fields: Omit<NonNullable<Parameters<typeof buildNotice>[1]>, 'school'> = {},
) => buildNotice(t.db, { school: student.school, ...fields });

const list = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/users/notices', token, query });
  expect(res.statusCode).toBe(200);
  return StudentNoticesResponse.parse(res.json()).noticeList;
};
const unread = async (token: string, query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/users/notices/unread', token, query });
  expect(res.statusCode).toBe(200);
  return UnreadNoticesResponse.parse(res.json());
};
const open = (token: string, id: number | string) =>
  t.call({ method: 'PUT', url: `/api/v1/users/notices/${id}`, token });

describe('which notices a student sees', () => {
  it('shows a notice from its start day to its end day in Asia/Tokyo, both included', async () => {
    const { student, token } = await studentWithToken();
    const starting = await schoolNotice(student, {
      startDate: '2026-06-16',
      endDate: '2026-06-30',
    });
    const ending = await schoolNotice(student, {
      startDate: '2026-06-01',
      endDate: '2026-06-15',
    });
    await deliverNotice(t.db, starting, [student.id]);
    await deliverNotice(t.db, ending, [student.id]);

    t.clock.set(LAST_SECOND_OF_15TH);
    expect((await list(token)).map((n) => n.noticeId)).toEqual([ending.id]);
    expect((await unread(token)).unreadNoticeTotalCount).toBe(1);

    t.clock.set(FIRST_SECOND_OF_16TH);
    expect((await list(token)).map((n) => n.noticeId)).toEqual([starting.id]);
    expect((await open(token, ending.id)).statusCode).toBe(404);
    expect((await open(token, starting.id)).statusCode).toBe(200);
  });

  it('keeps a notice without end date (9999-12-31) for ever', async () => {
    const { student, token } = await studentWithToken();
    const notice = await schoolNotice(student, {
      startDate: '2026-06-15',
      endDate: '9999-12-31',
    });
    await deliverNotice(t.db, notice, [student.id]);
    t.clock.set(new Date('2099-01-01T00:00:00Z'));
    expect((await list(token)).map((n) => n.noticeId)).toEqual([notice.id]);
  });

  it('leaves out drafts, deleted notices and notices delivered to others only', async () => {
    const { student, token } = await studentWithToken();
    const other = await buildStudent(t.db, { school: student.school });
    const draft = await schoolNotice(student, { openStatus: false });
    const deleted = await schoolNotice(student, { deletedAt: NOON });
    const othersOnly = await schoolNotice(student);
    const visible = await schoolNotice(student);
    await deliverNotice(t.db, draft, [student.id]);
    await deliverNotice(t.db, deleted, [student.id]);
    await deliverNotice(t.db, othersOnly, [other.id]);
    await deliverNotice(t.db, visible, [student.id, other.id]);

    expect((await list(token)).map((n) => n.noticeId)).toEqual([visible.id]);
    expect((await unread(token)).unreadNoticeTotalCount).toBe(1);
    for (const hidden of [draft, deleted, othersOnly]) {
      const res = await open(token, hidden.id);
      expect(res.statusCode).toBe(404);
      expect(ErrorBody.parse(res.json())).toMatchObject({ errorType: 'notFound' });
    }
    expect((await open(token, 9_007_199_254_740_991)).statusCode).toBe(404);
  });

  it('lists newest first: start date descending, then id descending', async () => {
    const { student, token } = await studentWithToken();
    const older = await schoolNotice(student, { startDate: '2026-06-01' });
    const sameDayFirst = await schoolNotice(student, {
      startDate: '2026-06-10',
    });
    const sameDaySecond = await schoolNotice(student, {
      startDate: '2026-06-10',
    });
    for (const n of [sameDaySecond, older, sameDayFirst])
      await deliverNotice(t.db, n, [student.id]);
    expect((await list(token)).map((n) => n.noticeId)).toEqual([
      sameDaySecond.id,
      sameDayFirst.id,
      older.id,
    ]);
  });
});

describe('GET /api/v1/users/notices', () => {
  it('pages ten at a time, 1-based, with the list fields and no body', async () => {
    const { student, token } = await studentWithToken();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const n = await schoolNotice(student, { important: i === 11 });
      await deliverNotice(t.db, n, [student.id], i === 0 ? NOON : null);
      ids.unshift(n.id);
    }
    const page1 = await list(token, { limit: '10', page: '1' });
    const page2 = await list(token, { limit: '10', page: '2' });
    expect(page1.map((n) => n.noticeId)).toEqual(ids.slice(0, 10));
    expect(page2.map((n) => n.noticeId)).toEqual(ids.slice(10));
    expect(await list(token, { limit: '10', page: '3' })).toEqual([]);
    expect(page1[0]).toEqual({
      noticeId: ids[0],
      noticeTitle: expect.any(String),
      noticeImportantFlag: true,
      noticeCategory: '重要',
      noticeDate: '2026-06-01',
      noticeReadFlag: false,
    });
    expect(page2.at(-1)?.noticeReadFlag).toBe(true);
    expect(page1[0]).not.toHaveProperty('noticeBody');
  });

  it('answers 400 to a bad page or limit', async () => {
    const { token } = await studentWithToken();
    const queries: Record<string, string>[] = [
      { page: '0' },
      { page: 'x' },
      { limit: '0' },
      { limit: '51' },
    ];
    for (const query of queries) {
      const res = await t.call({ method: 'GET', url: '/api/v1/users/notices', token, query });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorType).toBe('validationError');
    }
  });
});

describe('GET /api/v1/users/notices/unread', () => {
  it('answers the newest unread notices up to the limit and the total unread count', async () => {
    const { student, token } = await studentWithToken();
    const ids: number[] = [];
    for (let i = 0; i < 7; i++) {
      const n = await schoolNotice(student);
      await deliverNotice(t.db, n, [student.id]);
      ids.unshift(n.id);
    }
    const read = await schoolNotice(student);
    await deliverNotice(t.db, read, [student.id], NOON);

    const result = await unread(token, { limit: '5' });
    expect(result.unreadNoticeTotalCount).toBe(7);
    expect(result.unreadNoticeList.map((n) => n.noticeId)).toEqual(ids.slice(0, 5));
    expect(result.unreadNoticeList.every((n) => !n.noticeReadFlag)).toBe(true);

    expect((await open(token, ids[0]!)).statusCode).toBe(200);
    expect((await unread(token)).unreadNoticeTotalCount).toBe(6);
  });

  it('answers an empty list and 0 when nothing is unread', async () => {
    const { token } = await studentWithToken();
    expect(await unread(token)).toEqual({ unreadNoticeList: [], unreadNoticeTotalCount: 0 });
  });
});

describe('PUT /api/v1/users/notices/{id}', () => {
  it('answers the detail with its body and marks it read once (the first read time stays)', async () => {
    const { student, token } = await studentWithToken();
    const notice = await schoolNotice(student, {
      body: '<p>持ち物: [https://example.com]</p>',
    });
    await deliverNotice(t.db, notice, [student.id]);

    const first = await open(token, notice.id);
    expect(first.statusCode).toBe(200);
    expect(StudentNoticeDetail.parse(first.json())).toMatchObject({
      noticeId: notice.id,
      noticeTitle: notice.title,
      noticeBody: '<p>持ち物: [https://example.com]</p>',
      noticeReadFlag: true,
    });
    const readAt = async () =>
      (
        await t.db
          .select({ readAt: noticeDeliveries.readAt })
          .from(noticeDeliveries)
          .where(
            and(eq(noticeDeliveries.noticeId, notice.id), eq(noticeDeliveries.userId, student.id)),
          )
      )[0]?.readAt;
    expect(await readAt()).toEqual(NOON);

    t.clock.advance(60 * 60 * 1000);
    expect((await open(token, notice.id)).statusCode).toBe(200);
    expect(await readAt()).toEqual(NOON);
    expect((await list(token))[0]?.noticeReadFlag).toBe(true);
  });

  it("answers 404 for another student's notice and changes nothing", async () => {
    const { student, token } = await studentWithToken();
    const other = await buildStudent(t.db, { school: student.school });
    const notice = await schoolNotice(student);
    await deliverNotice(t.db, notice, [other.id]);
    expect((await open(token, notice.id)).statusCode).toBe(404);
    const [row] = await t.db
      .select()
      .from(noticeDeliveries)
      .where(eq(noticeDeliveries.noticeId, notice.id));
    expect(row?.readAt).toBeNull();
  });

  it('answers 400 to an id that is not a positive integer', async () => {
    const { token } = await studentWithToken();
    for (const id of ['abc', '0', '-1', '1.5'])
      expect((await open(token, id)).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('answers 401 without a token and 403 to every non-student', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' });
    const tutor = await buildUser(t.db, { userType: 'TUTOR' });
    const calls = [
      { method: 'GET' as const, url: '/api/v1/users/notices' },
      { method: 'GET' as const, url: '/api/v1/users/notices/unread' },
      { method: 'PUT' as const, url: '/api/v1/users/notices/1' },
    ];
    for (const c of calls) {
      expect((await t.call(c)).statusCode).toBe(401);
      for (const user of [staff, tutor]) {
        const res = await t.call({ ...c, token: await t.tokenFor(user.id) });
        expect(res.statusCode).toBe(403);
        expect(res.json().errorType).toBe('forbidden');
      }
    }
  });
});
