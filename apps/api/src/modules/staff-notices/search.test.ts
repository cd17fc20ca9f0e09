import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { StaffNoticeSearchResponse, messages, type NoticeStatus } from '@tayori/contract';
import { notices } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildNoticeWorld, type NoticeWorld } from '../../../test/staff-notice-world';

let t: TestContext;
let w: NoticeWorld;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestContext();
  w = await buildNoticeWorld(t);
  // Registered on successive days so "newest first" is well defined. Today is 2026-06-15.
  const plan: [string, Record<string, unknown>][] = [
    ['draft', { noticeOpenStatus: false, noticeTitle: '下書き 100%' }],
    [
      'pre',
      {
        noticeStartDate: '2026-06-16',
        noticeEndDate: '2026-06-20',
        noticeTitle: '予約_のお知らせ',
      },
    ],
    [
      'running',
      {
        noticeStartDate: '2026-06-15',
        noticeEndDate: '2026-06-16',
        noticeTitle: '公開中のお知らせ',
      },
    ],
    [
      'open-ended',
      { noticeStartDate: '2026-06-15', noticeEndDate: '9999-12-31', noticeTitle: '終了日なし' },
    ],
  ];
  for (const [i, [name, overrides]] of plan.entries()) {
    t.clock.set(new Date(Date.UTC(2026, 5, 12 + i, 3)));
    const created = await w.create(overrides);
    ids[name] = created.noticeId;
  }
  t.clock.set(new Date('2026-06-15T03:00:00Z'));
  await w.create({ noticeGroupId: w.otherGroup.id, noticeTitle: '他校のお知らせ' }, 'VISTA_EDITOR');
});
afterAll(() => t.close());

const search = async (
  query: Record<string, string> = {},
  role: Parameters<NoticeWorld['tokenOf']>[0] = 'SCHOOL_VIEWER',
) => {
  const res = await t.call({
    method: 'GET',
    url: '/api/v1/schools/notices',
    token: w.tokenOf(role),
    query,
  });
  expect(res.statusCode, res.body).toBe(200);
  return StaffNoticeSearchResponse.parse(res.json());
};
const idsOf = (r: StaffNoticeSearchResponse) => r.noticeSearchResultList.map((n) => n.noticeId);

describe('GET /api/v1/schools/notices', () => {
  it("lists the caller's school's notices newest first with counts and the spec's fields", async () => {
    const r = await search();
    expect(idsOf(r)).toEqual([ids['open-ended'], ids.running, ids.pre, ids.draft]);
    expect(r.noticeSearchResultsTotalCount).toBe(4);
    expect(r.noticeTotalCount).toBe(4);
    expect(r.noticeSearchResultList[1]).toEqual({
      noticeId: ids.running,
      noticeTitle: '公開中のお知らせ',
      noticeStatus: 'IN_RELEASE',
      readCount: 0,
      deliveryCount: 3,
      noticeGroupName: w.group.name,
      noticeStartDate: '2026-06-15',
      noticeEndDate: '2026-06-16',
      noticeRegisterDate: '2026-06-14',
    });
    expect(r.noticeSearchResultList[3]).toMatchObject({ noticeStatus: 'DRAFT', deliveryCount: 0 });
  });

  it('filters by title (LIKE characters are literal) and status, clearable with empty values', async () => {
    expect(idsOf(await search({ title: '100%' }))).toEqual([ids.draft]);
    expect(idsOf(await search({ title: '予約_' }))).toEqual([ids.pre]);
    expect(idsOf(await search({ title: '_' }))).toEqual([ids.pre]);
    expect(idsOf(await search({ noticeStatus: 'PRE_RELEASE' }))).toEqual([ids.pre]);
    expect((await search({ title: '', noticeStatus: '' })).noticeSearchResultsTotalCount).toBe(4);
  });

  it('computes status across date boundaries in Asia/Tokyo, and filters by it in SQL', async () => {
    const statusesOn = async (instant: string) => {
      t.clock.set(new Date(instant));
      const r = await search();
      const byId = new Map(r.noticeSearchResultList.map((n) => [n.noticeId, n.noticeStatus]));
      const filtered: Record<string, number[]> = {};
      for (const s of [
        'DRAFT',
        'PRE_RELEASE',
        'IN_RELEASE',
        'END_OF_RELEASE',
      ] satisfies NoticeStatus[]) {
        filtered[s] = idsOf(await search({ noticeStatus: s }));
      }
      return { byId, filtered };
    };
    try {
      // 23:59 on 2026-06-15 in Tokyo is 14:59 UTC; one minute later it is the 16th.
      const before = await statusesOn('2026-06-15T14:59:00Z');
      expect(before.byId.get(ids.pre!)).toBe('PRE_RELEASE');
      const after = await statusesOn('2026-06-15T15:00:00Z');
      expect(after.byId.get(ids.pre!)).toBe('IN_RELEASE');
      expect(after.byId.get(ids.running!)).toBe('IN_RELEASE');
      const ended = await statusesOn('2026-06-16T15:00:00Z');
      expect(ended.byId.get(ids.running!)).toBe('END_OF_RELEASE');
      expect(ended.byId.get(ids['open-ended']!)).toBe('IN_RELEASE');
      for (const { byId, filtered } of [before, after, ended]) {
        for (const [status, list] of Object.entries(filtered)) {
          expect(list.sort(), status).toEqual(
            [...byId]
              .filter(([, s]) => s === status)
              .map(([id]) => id)
              .sort(),
          );
        }
      }
    } finally {
      t.clock.set(new Date('2026-06-15T03:00:00Z'));
    }
  });

  it('pages ten at a time (limit, page)', async () => {
    const page1 = await search({ limit: '3', page: '1' });
    const page2 = await search({ limit: '3', page: '2' });
    expect(idsOf(page1)).toEqual([ids['open-ended'], ids.running, ids.pre]);
    expect(idsOf(page2)).toEqual([ids.draft]);
    expect(page2.noticeSearchResultsTotalCount).toBe(4);
    const beyond = await search({ limit: '3', page: '9' });
    expect(beyond).toEqual({
      noticeSearchResultList: [],
      noticeSearchResultsTotalCount: 4,
      noticeTotalCount: 4,
    });
    expect(await search({ title: 'ありえない題名' })).toMatchObject({
      noticeSearchResultsTotalCount: 0,
    });
  });

  it('counts reads, and forgets deleted notices', async () => {
    // A notice of its own, deleted at the end: the other tests' notices stay unread and four.
    const doomed = await w.create({
      noticeTitle: '削除予定',
      noticeStartDate: '2026-06-15',
      noticeEndDate: '2026-06-16',
    });
    const [, second] = w.students;
    await t.call({
      method: 'PUT',
      url: `/api/v1/users/notices/${doomed.noticeId}`,
      token: await t.tokenFor(second!.id),
    });
    const [row] = (await search({ title: '削除予定' })).noticeSearchResultList;
    expect(row).toMatchObject({ noticeId: doomed.noticeId, readCount: 1, deliveryCount: 3 });
    await t.db
      .update(notices)
      .set({ deletedAt: new Date() })
      .where(eq(notices.id, doomed.noticeId));
    expect(idsOf(await search({ title: '削除予定' }))).toEqual([]);
  });

  it('rejects a title over 50 characters', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/schools/notices',
      token: w.tokenOf('SCHOOL_EDITOR'),
      query: { title: 'あ'.repeat(51) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorType: 'validationError',
      fields: { title: messages.max_length(50) },
    });
  });

  it('searches the school of VISTA/SYSTEM accounts, nothing of other school groups for SCHOOL_*', async () => {
    expect((await search({}, 'VISTA_VIEWER')).noticeSearchResultsTotalCount).toBeGreaterThanOrEqual(
      4,
    );
    const other = await t.call({
      method: 'GET',
      url: '/api/v1/schools/notices',
      token: w.otherEditorToken,
    });
    expect(
      other.json().noticeSearchResultList.map((n: { noticeTitle: string }) => n.noticeTitle),
    ).toEqual(['他校のお知らせ']);
  });
});

describe('GET /api/v1/schools/admin-notices', () => {
  const adminSearch = (
    role: Parameters<NoticeWorld['tokenOf']>[0],
    query: Record<string, string>,
  ) =>
    t.call({ method: 'GET', url: '/api/v1/schools/admin-notices', token: w.tokenOf(role), query });

  it('searches the chosen school; VISTA and SYSTEM may choose any school', async () => {
    for (const role of ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'VISTA_VIEWER'] as const) {
      const res = await adminSearch(role, { extendedSchoolCode: w.otherSchool.extendedSchoolCode });
      expect(res.statusCode).toBe(200);
      expect(
        res.json().noticeSearchResultList.map((n: { noticeTitle: string }) => n.noticeTitle),
      ).toEqual(['他校のお知らせ']);
    }
    const own = await adminSearch('SCHOOL_VIEWER', {
      extendedSchoolCode: w.school.extendedSchoolCode,
      noticeStatus: 'DRAFT',
    });
    expect(own.json().noticeSearchResultList.map((n: { noticeId: number }) => n.noticeId)).toEqual([
      ids.draft,
    ]);
  });

  it('answers 404 to SCHOOL_* for a school outside their school groups, and for an unknown code', async () => {
    expect(
      (await adminSearch('SCHOOL_EDITOR', { extendedSchoolCode: w.otherSchool.extendedSchoolCode }))
        .statusCode,
    ).toBe(404);
    expect(
      (await adminSearch('SYSTEM_ADMINISTRATOR', { extendedSchoolCode: 'NOPE' })).statusCode,
    ).toBe(404);
  });

  it('requires the school', async () => {
    const res = await adminSearch('SYSTEM_ADMINISTRATOR', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { extendedSchoolCode: messages.required } });
  });
});
