import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeNoticeBody, StaffNoticeSearchResponse } from '@tayori/contract';
import { users } from '../../db/schema';
import { buildNoticeCategory, buildStudent } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildGroupWorld, type GroupWorld } from '../../../test/notice-group-world';
import { deliveriesOf } from '../../../test/staff-notice-world';

/**
 * Spec 001 §2 groups against spec 000's notices (docs/decisions/notice-groups.md): a notice's
 * recipients are fixed when it is opened, so editing a group changes later notices only, and
 * deleting a group keeps every notice sent to it.
 */
let t: TestContext;
let w: GroupWorld;
let categoryId: number;
beforeAll(async () => {
  t = await createTestContext();
  w = await buildGroupWorld(t);
  categoryId = (await buildNoticeCategory(t.db)).id;
});
afterAll(() => t.close());

const openNotice = async (groupId: number, title = '学校からのお知らせ') => {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/schools/notices/new',
    token: w.tokenOf('SCHOOL_EDITOR'),
    body: {
      noticeTitle: title,
      noticeBody: encodeNoticeBody('<p>本文</p>'),
      noticeCategory: categoryId,
      noticeGroupId: groupId,
      noticeStartDate: '2026-06-15',
      noticeEndDate: '9999-12-31',
      noticeImportantFlag: false,
      noticeOpenStatus: true,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { noticeId: number };
};
const recipients = async (noticeId: number) =>
  (await deliveriesOf(t.db, noticeId)).map((d) => d.userId).sort();
const studentNotices = async (userId: string) => {
  const res = await t.getAs(userId, '/api/v1/users/notices');
  return (res.json() as { noticeList: { noticeId: number }[] }).noticeList.map((n) => n.noticeId);
};

describe('groups and deliveries', () => {
  it('editing a group changes the notices opened after it, not those before', async () => {
    const [a, b, c] = w.students;
    const g = await w.create({ userIdList: [a!.id, b!.id] });
    const before = await openNotice(g.groupId);
    const put = await t.call({
      method: 'PUT',
      url: `/api/v1/schools/notice-group/${g.groupId}`,
      token: w.tokenOf('SCHOOL_EDITOR'),
      body: { noticeGroupName: g.noticeGroupName, userIdList: [b!.id, c!.id], seq: g.seq },
    });
    expect(put.statusCode).toBe(200);
    expect(await recipients(before.noticeId)).toEqual([a!.id, b!.id].sort());
    const after = await openNotice(g.groupId);
    expect(await recipients(after.noticeId)).toEqual([b!.id, c!.id].sort());
    expect(await studentNotices(a!.id)).toContain(before.noticeId);
    expect(await studentNotices(a!.id)).not.toContain(after.noticeId);
  });

  it('a member no longer ACTIVE drops out of new deliveries, and stays a member', async () => {
    const leaving = await buildStudent(t.db, { school: w.school });
    const g = await w.create({ userIdList: [w.students[0]!.id, leaving.id] });
    await t.db.update(users).set({ status: 'SUSPENDED' }).where(eq(users.id, leaving.id));
    const notice = await openNotice(g.groupId);
    expect(await recipients(notice.noticeId)).toEqual([w.students[0]!.id]);
    // Not listed in the detail, but kept by an update of what it lists.
    const detail = await t.call({
      method: 'GET',
      url: `/api/v1/schools/notice-group/${g.groupId}`,
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(detail.json().studentList.map((s: { id: string }) => s.id)).toEqual([w.students[0]!.id]);
    await t.call({
      method: 'PUT',
      url: `/api/v1/schools/notice-group/${g.groupId}`,
      token: w.tokenOf('SCHOOL_EDITOR'),
      body: { noticeGroupName: 'そのまま', userIdList: [w.students[0]!.id], seq: g.seq },
    });
    await t.db.update(users).set({ status: 'ACTIVE' }).where(eq(users.id, leaving.id));
    const back = await openNotice(g.groupId);
    expect(await recipients(back.noticeId)).toEqual([w.students[0]!.id, leaving.id].sort());
  });

  it('deleting a group keeps its notices: students read them, the staff search lists them under its name', async () => {
    const g = await w.create();
    const notice = await openNotice(g.groupId, '削除前の通知');
    const del = await t.call({
      method: 'DELETE',
      url: `/api/v1/schools/notice-group/${g.groupId}?seq=${g.seq}`,
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(del.statusCode).toBe(200);
    expect(await recipients(notice.noticeId)).toEqual(w.students.map((s) => s.id).sort());
    expect(await studentNotices(w.students[0]!.id)).toContain(notice.noticeId);
    const read = await t.call({
      method: 'PUT',
      url: `/api/v1/users/notices/${notice.noticeId}`,
      token: await t.tokenFor(w.students[0]!.id),
    });
    expect(read.statusCode).toBe(200);
    const search = StaffNoticeSearchResponse.parse(
      (
        await t.call({
          method: 'GET',
          url: '/api/v1/schools/notices',
          token: w.tokenOf('SCHOOL_EDITOR'),
          query: { title: '削除前の通知' },
        })
      ).json(),
    );
    expect(search.noticeSearchResultList).toMatchObject([
      { noticeId: notice.noticeId, noticeGroupName: g.noticeGroupName, readCount: 1 },
    ]);
    // A retired group is no destination, and takes no new notice.
    const destinations = await t.call({
      method: 'GET',
      url: '/api/v1/schools/destinations',
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(
      destinations.json().destinationList.map((d: { noticeGroupId: number }) => d.noticeGroupId),
    ).not.toContain(g.groupId);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/schools/notices/new',
      token: w.tokenOf('SCHOOL_EDITOR'),
      body: {
        noticeTitle: '新しい通知',
        noticeBody: encodeNoticeBody('<p>本文</p>'),
        noticeCategory: categoryId,
        noticeGroupId: g.groupId,
        noticeStartDate: '2026-06-15',
        noticeEndDate: '9999-12-31',
        noticeImportantFlag: false,
        noticeOpenStatus: true,
      },
    });
    expect(res.statusCode).toBe(404);
  });
});
