import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@tayori/contract';
import { noticeDeliveries, noticeGroupMembers, notices } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildNoticeGroup } from '../../../test/notice-factories';
import { buildNoticeWorld, type NoticeWorld } from '../../../test/staff-notice-world';

let t: TestContext;
let w: NoticeWorld;
suiteWorld(buildNoticeWorld, (built) => ({ t, w } = built));

const put = (id: number, body: Record<string, unknown>, token = w.tokenOf('SCHOOL_EDITOR')) =>
  t.call({ method: 'PUT', url: `/api/v1/schools/notices/${id}`, token, body });

describe('PUT /api/v1/schools/notices/{id}', () => {
  it('updates with the current seq, increments it, keeps the group, audits', async () => {
    const created = await w.create({ noticeOpenStatus: false });
    const res = await put(created.noticeId, {
      ...w.body({ noticeTitle: '変更後', noticeGroupId: w.otherGroup.id }),
      seq: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      noticeTitle: '変更後',
      seq: 2,
      noticeGroupId: w.group.id,
      noticeStatus: 'PRE_RELEASE',
    });
    expect(await w.deliveriesOf(created.noticeId)).toHaveLength(3);
    expect((await w.auditOf(created.noticeId)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('answers 409 to a stale seq and changes nothing', async () => {
    const created = await w.create();
    expect(
      (await put(created.noticeId, { ...w.body({ noticeTitle: '一人目' }), seq: 1 })).statusCode,
    ).toBe(200);
    const stale = await put(created.noticeId, { ...w.body({ noticeTitle: '二人目' }), seq: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ errorType: 'conflict', messages: [messages.conflict] });
    const [row] = await t.db.select().from(notices).where(eq(notices.id, created.noticeId));
    expect(row).toMatchObject({ title: '一人目', seq: 2 });
  });

  it.each([
    [{ noticeCategory: 2 ** 31, seq: 1 }, { noticeCategory: messages.choice_invalid }],
    [{ seq: 2 ** 31 }, { seq: messages.validation_incorrect }],
    [{ noticeTitle: '\udc00', seq: 1 }, { noticeTitle: messages.forbidden_characters }],
  ])('answers 400 to %j and changes nothing', async (overrides, fields) => {
    const created = await w.create();
    const res = await put(created.noticeId, { ...w.body(), ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorType: 'validationError', fields });
    const [row] = await t.db.select().from(notices).where(eq(notices.id, created.noticeId));
    expect(row).toMatchObject({ title: '運動会のお知らせ', seq: 1 });
  });

  it("moves a delivered notice in students' lists when its start date changes", async () => {
    const student = await t.tokenFor(w.students[0]!.id);
    const listed = async () => {
      const res = await t.call({
        method: 'GET',
        url: '/api/v1/users/notices?limit=10&page=1',
        token: student,
      });
      return (res.json() as { noticeList: { noticeId: number; noticeDate: string }[] }).noticeList;
    };
    const early = await w.create({ noticeStartDate: '2026-06-15' });
    const later = await w.create({ noticeStartDate: '2026-06-20' });
    expect((await listed()).map((n) => n.noticeId)).not.toContain(later.noticeId);

    // Started today: shown, and newest first (above the notice that started today earlier).
    const moved = await put(later.noticeId, {
      ...w.body({ noticeStartDate: '2026-06-15' }),
      seq: later.seq,
    });
    expect(moved.statusCode).toBe(200);
    const [first, second] = (await listed()).filter((n) =>
      [early.noticeId, later.noticeId].includes(n.noticeId),
    );
    expect([first?.noticeId, second?.noticeId]).toEqual([later.noticeId, early.noticeId]);
    expect(first?.noticeDate).toBe('2026-06-15');

    // Moved to the future again: gone from the list and the unread panel.
    await put(later.noticeId, { ...w.body({ noticeStartDate: '2026-06-22' }), seq: later.seq + 1 });
    expect((await listed()).map((n) => n.noticeId)).not.toContain(later.noticeId);
    const unread = await t.call({
      method: 'GET',
      url: '/api/v1/users/notices/unread?limit=5',
      token: student,
    });
    expect(JSON.stringify(unread.json())).not.toContain(`"noticeId":${later.noticeId}`);
    expect((await w.deliveriesOf(later.noticeId)).map((d) => d.startDate)).toEqual(
      w.students.map(() => '2026-06-22'),
    );
  });

  it('lets one of two simultaneous edits win and the other get 409', async () => {
    const created = await w.create();
    const results = await Promise.all([
      put(created.noticeId, { ...w.body({ noticeTitle: 'A' }), seq: 1 }),
      put(created.noticeId, { ...w.body({ noticeTitle: 'B' }), seq: 1 }, w.tokenOf('VISTA_EDITOR')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('keeps an unchanged past start date of an open notice; a changed one must be today or later', async () => {
    const created = await w.create({ noticeStartDate: '2026-06-15', noticeEndDate: '2026-06-20' });
    t.clock.set(new Date('2026-06-17T03:00:00Z'));
    try {
      const ok = await put(created.noticeId, {
        ...w.body({
          noticeTitle: '訂正',
          noticeStartDate: '2026-06-15',
          noticeEndDate: '2026-06-20',
        }),
        seq: 1,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ noticeStatus: 'IN_RELEASE', seq: 2 });
      const moved = await put(created.noticeId, {
        ...w.body({ noticeStartDate: '2026-06-16', noticeEndDate: '2026-06-20' }),
        seq: 2,
      });
      expect(moved.json().fields).toEqual({ noticeStartDate: messages.notice_start_date_past });
    } finally {
      t.clock.set(new Date('2026-06-15T03:00:00Z'));
    }
  });

  it('back to draft hides it but keeps deliveries and read state; reopening reaches new members only', async () => {
    const group = await buildNoticeGroup(t.db, {
      school: w.school,
      memberIds: w.students.slice(0, 2).map((s) => s.id),
    });
    const created = await w.create({ noticeGroupId: group.id, noticeStartDate: '2026-06-15' });
    await t.db
      .update(noticeDeliveries)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(noticeDeliveries.noticeId, created.noticeId),
          eq(noticeDeliveries.userId, w.students[0]!.id),
        ),
      );
    const draft = await put(created.noticeId, {
      ...w.body({ noticeStartDate: '2026-06-15', noticeOpenStatus: false }),
      seq: 1,
    });
    expect(draft.json()).toMatchObject({ noticeStatus: 'DRAFT' });
    expect((await w.deliveriesOf(created.noticeId)).length).toBe(2);
    await t.db.insert(noticeGroupMembers).values({ groupId: group.id, userId: w.students[2]!.id });
    const reopened = await put(created.noticeId, {
      ...w.body({ noticeStartDate: '2026-06-15' }),
      seq: 2,
    });
    expect(reopened.json()).toMatchObject({ noticeStatus: 'IN_RELEASE' });
    const rows = await w.deliveriesOf(created.noticeId);
    expect(rows).toHaveLength(3);
    expect(rows.filter((r) => r.readAt !== null).map((r) => r.userId)).toEqual([w.students[0]!.id]);
  });

  it('reopens a notice taken back to draft with its dates, though its start has passed', async () => {
    const created = await w.create({ noticeStartDate: '2026-06-15', noticeEndDate: '2026-06-20' });
    const dates = { noticeStartDate: '2026-06-15', noticeEndDate: '2026-06-20' };
    t.clock.set(new Date('2026-06-17T03:00:00Z'));
    try {
      const draft = await put(created.noticeId, {
        ...w.body({ ...dates, noticeOpenStatus: false }),
        seq: 1,
      });
      expect(draft.json()).toMatchObject({ noticeStatus: 'DRAFT', everOpened: true });
      const reopened = await put(created.noticeId, { ...w.body(dates), seq: 2 });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json()).toMatchObject({ noticeStatus: 'IN_RELEASE', ...dates });
      // A draft never opened has no such exemption.
      t.clock.set(new Date('2026-06-15T03:00:00Z'));
      const never = await w.create({ ...dates, noticeOpenStatus: false });
      expect(never.everOpened).toBe(false);
      t.clock.set(new Date('2026-06-17T03:00:00Z'));
      const refused = await put(never.noticeId, { ...w.body(dates), seq: never.seq });
      expect(refused.json().fields).toEqual({ noticeStartDate: messages.notice_start_date_past });
    } finally {
      t.clock.set(new Date('2026-06-15T03:00:00Z'));
    }
  });

  it("answers 404 for another school's notice, a deleted one and a missing one", async () => {
    const created = await w.create();
    expect(
      (await put(created.noticeId, { ...w.body(), seq: 1 }, w.otherEditorToken)).statusCode,
    ).toBe(404);
    expect((await put(987_654_321, { ...w.body(), seq: 1 })).statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/schools/notices/{id}', () => {
  const del = (id: number, query?: Record<string, string>, token = w.tokenOf('SCHOOL_EDITOR')) =>
    t.call({ method: 'DELETE', url: `/api/v1/schools/notices/${id}`, token, query });

  it('deletes (soft): gone from detail and search, audited; a stale seq answers 409', async () => {
    const created = await w.create();
    expect((await del(created.noticeId, { seq: '7' })).statusCode).toBe(409);
    expect((await del(created.noticeId, {}, w.otherEditorToken)).statusCode).toBe(404);
    const res = await del(created.noticeId, { seq: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ noticeId: created.noticeId });
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/v1/schools/notices/${created.noticeId}`,
          token: w.tokenOf('SCHOOL_EDITOR'),
        })
      ).statusCode,
    ).toBe(404);
    expect((await del(created.noticeId)).statusCode).toBe(404);
    expect((await w.auditOf(created.noticeId)).map((a) => a.action)).toEqual(['create', 'delete']);
  });
});
