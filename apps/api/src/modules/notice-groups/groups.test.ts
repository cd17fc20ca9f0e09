import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, NoticeGroupDetail, NoticeGroupList } from '@tayori/contract';
import { suiteWorld, type TestContext } from '../../../test/harness';
import {
  buildGroupWorld,
  groupAuditOf,
  membersOf,
  type GroupWorld,
} from '../../../test/notice-group-world';

let t: TestContext;
let w: GroupWorld;
suiteWorld(buildGroupWorld, (built) => ({ t, w } = built));

const base = '/api/v1/schools/notice-group';
const ids = () => w.students.map((s) => s.id);

describe('POST /api/v1/schools/notice-group', () => {
  it('registers a group of the school: members, seq, abilities, audit', async () => {
    const res = await t.call({
      method: 'POST',
      url: base,
      token: w.tokenOf('SCHOOL_EDITOR'),
      // Duplicates and letter case are one member.
      body: { noticeGroupName: '1年生', userIdList: [...ids(), ids()[0]!.toUpperCase()] },
    });
    expect(res.statusCode).toBe(200);
    const detail = NoticeGroupDetail.parse(res.json());
    expect(detail).toMatchObject({
      noticeGroupName: '1年生',
      extendedSchoolCode: w.school.extendedSchoolCode,
      seq: 1,
      abilities: { edit: true, delete: true },
    });
    // School year order, none last; the careful mark and the 'none' year as stored.
    expect(detail.studentList.map((s) => [s.rowId, s.studentNumber, s.schoolYear])).toEqual([
      [1, 'G001', 1],
      [2, 'G002', 2],
      [3, 'G000', -1],
    ]);
    expect(detail.studentList[0]).toMatchObject({
      isCareful: true,
      department: '普通科',
      course: '総合コース',
    });
    expect(await membersOf(t.db, detail.groupId)).toEqual([...ids()].sort());
    expect(await groupAuditOf(t.db, detail.groupId)).toMatchObject([
      { action: 'create', actorUserId: w.staff.SCHOOL_EDITOR.id, detail: { added: 3 } },
    ]);
  });

  it('a name already used in the school answers 409 with the catalogue message', async () => {
    const first = await w.create();
    const res = await t.call({
      method: 'POST',
      url: base,
      token: w.tokenOf('VISTA_EDITOR'),
      body: { noticeGroupName: first.noticeGroupName, userIdList: ids() },
    });
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).messages).toEqual([messages.conflict_notice_group]);
  });

  it('refuses no member, a blank or long name, and students it cannot offer (400)', async () => {
    const cases: [unknown, string][] = [
      [{ noticeGroupName: '空', userIdList: [] }, 'userIdList'],
      [{ noticeGroupName: ' ', userIdList: ids() }, 'noticeGroupName'],
      [{ noticeGroupName: 'あ'.repeat(51), userIdList: ids() }, 'noticeGroupName'],
      [{ noticeGroupName: '他校', userIdList: [w.otherStudent.id] }, 'userIdList'],
      [{ noticeGroupName: '混在', userIdList: [...ids(), w.otherStudent.id] }, 'userIdList'],
      [{ noticeGroupName: '休止', userIdList: [w.suspended.id] }, 'userIdList'],
      [{ noticeGroupName: '卒業', userIdList: [w.graduated.id] }, 'userIdList'],
      [{ noticeGroupName: '職員', userIdList: [w.staff.SCHOOL_VIEWER.id] }, 'userIdList'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call({
        method: 'POST',
        url: base,
        token: w.tokenOf('SCHOOL_EDITOR'),
        body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(ErrorBody.parse(res.json()).fields ?? {})).toEqual([field]);
    }
    expect(
      (
        await t.call({
          method: 'POST',
          url: base,
          token: w.tokenOf('SCHOOL_EDITOR'),
          body: cases[0]![0],
        })
      ).json().fields.userIdList,
    ).toBe(messages.notice_group_unselected);
    // A NUL (which PostgreSQL cannot store) is named as the other control characters are.
    for (const noticeGroupName of ['委員\u0000会', '委員\u0007会', '\u202E委員会']) {
      const res = await t.call({
        method: 'POST',
        url: base,
        token: w.tokenOf('SCHOOL_EDITOR'),
        body: { noticeGroupName, userIdList: ids() },
      });
      expect(res.statusCode).toBe(400);
      expect(ErrorBody.parse(res.json()).fields).toEqual({
        noticeGroupName: messages.forbidden_characters,
      });
    }
  });

  it('viewers may not register (403); a school of another group is not reached (400)', async () => {
    for (const role of ['VISTA_VIEWER', 'SCHOOL_VIEWER'] as const) {
      const res = await t.call({
        method: 'POST',
        url: base,
        token: w.tokenOf(role),
        body: { noticeGroupName: '閲覧者', userIdList: ids() },
      });
      expect(res.statusCode).toBe(403);
    }
    const res = await t.call({
      method: 'POST',
      url: base,
      token: w.otherEditorToken,
      body: { noticeGroupName: '越境', userIdList: ids() },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/v1/schools/notice-groups and /notice-group/{id}', () => {
  it('lists the reached schools’ groups newest first, paged, with the register ability', async () => {
    const a = await w.create();
    const b = await w.create();
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/schools/notice-groups',
      token: w.tokenOf('SCHOOL_VIEWER'),
      query: { limit: '1' },
    });
    const list = NoticeGroupList.parse(res.json());
    expect(list.noticeGroupList).toEqual([
      {
        groupId: b.groupId,
        noticeGroupName: b.noticeGroupName,
        extendedSchoolCode: w.school.extendedSchoolCode,
        schoolName: w.school.name,
      },
    ]);
    expect(list.noticeGroupTotalCount).toBeGreaterThanOrEqual(2);
    expect(list.abilities).toEqual({ create: false });
    const other = NoticeGroupList.parse(
      (
        await t.call({
          method: 'GET',
          url: '/api/v1/schools/notice-groups',
          token: w.otherEditorToken,
        })
      ).json(),
    );
    expect(other.noticeGroupList.map((g) => g.groupId)).not.toContain(a.groupId);
    expect(other.abilities).toEqual({ create: true });
  });

  it('a viewer reads a group without write abilities; another school’s group is 404', async () => {
    const g = await w.create();
    const res = await t.call({
      method: 'GET',
      url: `${base}/${g.groupId}`,
      token: w.tokenOf('SCHOOL_VIEWER'),
    });
    expect(NoticeGroupDetail.parse(res.json()).abilities).toEqual({ edit: false, delete: false });
    const out = await t.call({
      method: 'GET',
      url: `${base}/${g.groupId}`,
      token: w.otherEditorToken,
    });
    expect(out.statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/v1/schools/notice-group/{id}', () => {
  it('renames and sets members with the seq read; counts added and removed in the audit', async () => {
    const g = await w.create({ userIdList: [w.students[0]!.id, w.students[1]!.id] });
    const res = await t.call({
      method: 'PUT',
      url: `${base}/${g.groupId}`,
      token: w.tokenOf('VISTA_EDITOR'),
      body: {
        noticeGroupName: '改名',
        userIdList: [w.students[1]!.id, w.students[2]!.id],
        seq: g.seq,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(NoticeGroupDetail.parse(res.json())).toMatchObject({ noticeGroupName: '改名', seq: 2 });
    expect(await membersOf(t.db, g.groupId)).toEqual([w.students[1]!.id, w.students[2]!.id].sort());
    expect((await groupAuditOf(t.db, g.groupId)).at(-1)).toMatchObject({
      action: 'update',
      detail: { added: 1, removed: 1, seq: 2 },
    });
    // The seq read before is stale now: 409, nothing changed.
    const stale = await t.call({
      method: 'PUT',
      url: `${base}/${g.groupId}`,
      token: w.tokenOf('VISTA_EDITOR'),
      body: { noticeGroupName: '古い', userIdList: ids(), seq: g.seq },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages).toEqual([messages.conflict]);
    expect(await membersOf(t.db, g.groupId)).toHaveLength(2);
  });

  it('renaming to another group’s name is 409; keeping its own name is fine', async () => {
    const taken = await w.create();
    const g = await w.create();
    const put = (name: string) =>
      t.call({
        method: 'PUT',
        url: `${base}/${g.groupId}`,
        token: w.tokenOf('SCHOOL_EDITOR'),
        body: { noticeGroupName: name, userIdList: ids(), seq: 1 },
      });
    const res = await put(taken.noticeGroupName);
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual([messages.conflict_notice_group]);
    expect((await put(g.noticeGroupName)).statusCode).toBe(200);
  });

  it('another school’s group is 404, another school’s student 400; nothing changes', async () => {
    const g = await w.create();
    const out = await t.call({
      method: 'PUT',
      url: `${base}/${g.groupId}`,
      token: w.otherEditorToken,
      body: { noticeGroupName: '越境', userIdList: [w.otherStudent.id], seq: 1 },
    });
    expect(out.statusCode).toBe(404);
    const mixed = await t.call({
      method: 'PUT',
      url: `${base}/${g.groupId}`,
      token: w.tokenOf('SYSTEM_ADMINISTRATOR'),
      body: { noticeGroupName: '混在', userIdList: [...ids(), w.otherStudent.id], seq: 1 },
    });
    expect(mixed.statusCode).toBe(400);
    expect(await groupAuditOf(t.db, g.groupId)).toHaveLength(1);
  });

  it('deletes (retires) a group: gone from list and detail, its name free, audited', async () => {
    const g = await w.create();
    const stale = await t.call({
      method: 'DELETE',
      url: `${base}/${g.groupId}?seq=9`,
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(stale.statusCode).toBe(409);
    const viewer = await t.call({
      method: 'DELETE',
      url: `${base}/${g.groupId}`,
      token: w.tokenOf('SCHOOL_VIEWER'),
    });
    expect(viewer.statusCode).toBe(403);
    const res = await t.call({
      method: 'DELETE',
      url: `${base}/${g.groupId}?seq=1`,
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(res.json()).toEqual({ groupId: g.groupId });
    expect(
      (
        await t.call({
          method: 'GET',
          url: `${base}/${g.groupId}`,
          token: w.tokenOf('SCHOOL_EDITOR'),
        })
      ).statusCode,
    ).toBe(404);
    const again = await t.call({
      method: 'DELETE',
      url: `${base}/${g.groupId}`,
      token: w.tokenOf('SCHOOL_EDITOR'),
    });
    expect(again.statusCode).toBe(404);
    await w.create({ noticeGroupName: g.noticeGroupName });
    expect((await groupAuditOf(t.db, g.groupId)).map((a) => a.action)).toEqual([
      'create',
      'delete',
    ]);
  });
});
