import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  NoticeCategoryList,
  NoticeDestinationList,
  NoticeReadStatus,
  StaffNoticeDetail,
  decodeNoticeBody,
  type RoleType,
  type StaffNoticeAbilities,
} from '@tayori/contract';
import { noticeDeliveries } from '../../db/schema';
import { buildStudent } from '../../../test/factories';
import { buildNoticeGroup } from '../../../test/notice-factories';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildNoticeWorld, type NoticeWorld } from '../../../test/staff-notice-world';

let t: TestContext;
let w: NoticeWorld;
suiteWorld(buildNoticeWorld, (built) => ({ t, w } = built));

const get = (url: string, role: RoleType = 'SCHOOL_VIEWER', query?: Record<string, string>) =>
  t.call({ method: 'GET', url, token: w.tokenOf(role), query });

describe('GET /api/v1/schools/notices/{id}', () => {
  it('answers the notice for editing, body JSON-encoded with [links] as written', async () => {
    const created = await w.create({ noticeEndDate: '9999-12-31' });
    const res = await get(`/api/v1/schools/notices/${created.noticeId}`);
    expect(res.statusCode).toBe(200);
    const detail = StaffNoticeDetail.parse(res.json());
    expect(detail).toEqual({
      noticeId: created.noticeId,
      noticeTitle: '運動会のお知らせ',
      noticeBody: JSON.stringify('<p>詳細は[https://school.example/sports]をご覧ください。</p>'),
      noticeCategory: w.category.id,
      noticeStartDate: '2026-06-20',
      noticeEndDate: '9999-12-31',
      noticeGroupId: w.group.id,
      noticeGroupName: w.group.name,
      noticeImportantFlag: true,
      noticeOpenStatus: true,
      everOpened: true,
      endDateSettingFlag: false,
      noticeStatus: 'PRE_RELEASE',
      seq: 1,
      hasCarefulRecipient: true,
      extendedSchoolCode: w.school.extendedSchoolCode,
      schoolName: w.school.name,
      // A SCHOOL_VIEWER reads: the edit screen shows no write button.
      abilities: { edit: false, delete: false, copy: false, readStatus: true },
      // The reminder rule is for those who write the notice.
      reminderRule: null,
      reminderSteps: [],
    });
    expect(decodeNoticeBody(detail.noticeBody)).toContain('[https://school.example/sports]');
  });

  it('carries what each role may do with it (policy.ts), exactly what the calls then allow', async () => {
    const writer = { edit: true, delete: true, copy: true, readStatus: true };
    const viewer = { edit: false, delete: false, copy: false, readStatus: true };
    const expected: Record<RoleType, StaffNoticeAbilities> = {
      SYSTEM_ADMINISTRATOR: writer,
      VISTA_EDITOR: writer,
      VISTA_VIEWER: viewer,
      SCHOOL_EDITOR: writer,
      SCHOOL_VIEWER: viewer,
    };
    for (const [role, abilities] of Object.entries(expected) as [
      RoleType,
      StaffNoticeAbilities,
    ][]) {
      const created = await w.create();
      const url = `/api/v1/schools/notices/${created.noticeId}`;
      const detail = StaffNoticeDetail.parse((await get(url, role)).json());
      expect(detail.abilities, role).toEqual(abilities);
      const token = w.tokenOf(role);
      const readStatus = await get(`/api/v1/schools/notices/read/${created.noticeId}`, role);
      expect(readStatus.statusCode === 200, `${role} read status`).toBe(abilities.readStatus);
      const body = w.body();
      const update = await t.call({
        method: 'PUT',
        url,
        token,
        body: { ...body, seq: detail.seq },
      });
      expect(update.statusCode === 200, `${role} edit`).toBe(abilities.edit);
      const copy = await t.call({
        method: 'POST',
        url: '/api/v1/schools/notices/new',
        token,
        body,
      });
      expect(copy.statusCode === 200, `${role} copy`).toBe(abilities.copy);
      const seq = abilities.edit ? detail.seq + 1 : detail.seq;
      const remove = await t.call({ method: 'DELETE', url, token, query: { seq: String(seq) } });
      expect(remove.statusCode === 200, `${role} delete`).toBe(abilities.delete);
    }
  });

  it('is the same for every staff role of the school; another school group answers 404', async () => {
    const created = await w.create();
    for (const role of [
      'SYSTEM_ADMINISTRATOR',
      'VISTA_EDITOR',
      'VISTA_VIEWER',
      'SCHOOL_EDITOR',
      'SCHOOL_VIEWER',
    ] as const) {
      expect((await get(`/api/v1/schools/notices/${created.noticeId}`, role)).statusCode).toBe(200);
    }
    const other = await t.call({
      method: 'GET',
      url: `/api/v1/schools/notices/${created.noticeId}`,
      token: w.otherEditorToken,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ errorType: 'notFound' });
    expect((await get('/api/v1/schools/notices/999999999')).statusCode).toBe(404);
  });

  it('warns about careful recipients only when there are any', async () => {
    const plain = await buildStudent(t.db, { school: w.school });
    const group = await buildNoticeGroup(t.db, { school: w.school, memberIds: [plain.id] });
    const draft = await w.create({ noticeGroupId: group.id, noticeOpenStatus: false });
    expect(draft.hasCarefulRecipient).toBe(false);
  });
});

describe('GET /api/v1/schools/notices/read/{id}', () => {
  it('lists every recipient with read flag, year, department, course, names, e-mail and careful mark', async () => {
    const created = await w.create({ noticeStartDate: '2026-06-15' });
    const [second, careful, noYear] = w.students;
    const student = await t.tokenFor(careful!.id);
    expect(
      (
        await t.call({
          method: 'PUT',
          url: `/api/v1/users/notices/${created.noticeId}`,
          token: student,
        })
      ).statusCode,
    ).toBe(200);
    const res = await get(`/api/v1/schools/notices/read/${created.noticeId}`);
    expect(res.statusCode).toBe(200);
    const status = NoticeReadStatus.parse(res.json());
    expect(status).toMatchObject({
      noticeId: created.noticeId,
      noticeTitle: '運動会のお知らせ',
      readCount: 1,
      deliveryCount: 3,
    });
    expect(status.noticeReadResultList).toEqual([
      {
        rowId: 1,
        noticeReadFlag: true,
        schoolYear: 1,
        isCareful: true,
        departmentName: '普通科',
        courseName: '総合コース',
        userSurname: careful!.lastName,
        userGivenname: careful!.firstName,
        emailAddress: careful!.email,
        // When it was read (the test clock's instant, to the second), and mail still reaches them.
        readAt: t.clock
          .now()
          .toISOString()
          .replace(/\.\d{3}Z$/, 'Z'),
        mailSuppressed: false,
        reminders: [],
      },
      expect.objectContaining({
        rowId: 2,
        noticeReadFlag: false,
        readAt: null,
        schoolYear: 2,
        isCareful: false,
        emailAddress: second!.email,
      }),
      expect.objectContaining({
        rowId: 3,
        noticeReadFlag: false,
        schoolYear: -1,
        emailAddress: noYear!.email,
      }),
    ]);
  });

  it('is empty for a draft, and never inherited by a copy', async () => {
    const original = await w.create({ noticeStartDate: '2026-06-15' });
    await t.db
      .update(noticeDeliveries)
      .set({ readAt: new Date() })
      .where(and(eq(noticeDeliveries.noticeId, original.noticeId)));
    const draft = await w.create({ noticeOpenStatus: false });
    const copy = await w.create({ noticeStartDate: '2026-06-15' });
    const draftStatus = NoticeReadStatus.parse(
      (await get(`/api/v1/schools/notices/read/${draft.noticeId}`)).json(),
    );
    expect(draftStatus).toMatchObject({ readCount: 0, deliveryCount: 0, noticeReadResultList: [] });
    const copyStatus = NoticeReadStatus.parse(
      (await get(`/api/v1/schools/notices/read/${copy.noticeId}`)).json(),
    );
    expect(copyStatus).toMatchObject({ readCount: 0, deliveryCount: 3 });
  });

  it("answers 404 for another school group's notice", async () => {
    const created = await w.create();
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/schools/notices/read/${created.noticeId}`,
      token: w.otherEditorToken,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/v1/schools/notice-category and /api/v1/schools/destinations', () => {
  it('lists the categories', async () => {
    const list = NoticeCategoryList.parse((await get('/api/v1/schools/notice-category')).json());
    expect(list.noticeCategoryList).toContainEqual({
      noticeCategoryId: w.category.id,
      noticeCategoryName: 'お知らせ',
    });
  });

  it("lists SCHOOL_* their schools' groups with member and careful counts", async () => {
    const list = NoticeDestinationList.parse((await get('/api/v1/schools/destinations')).json());
    expect(list.destinationList).toContainEqual({
      noticeGroupId: w.group.id,
      noticeGroupName: w.group.name,
      extendedSchoolCode: w.school.extendedSchoolCode,
      schoolName: w.school.name,
      memberCount: 3,
      carefulCount: 1,
    });
    expect(list.destinationList.map((d) => d.noticeGroupId)).not.toContain(w.otherGroup.id);
  });

  it('lists every school to VISTA and SYSTEM, optionally one school', async () => {
    const all = NoticeDestinationList.parse(
      (await get('/api/v1/schools/destinations', 'VISTA_EDITOR')).json(),
    );
    expect(all.destinationList.map((d) => d.noticeGroupId)).toEqual(
      expect.arrayContaining([w.group.id, w.otherGroup.id]),
    );
    const one = NoticeDestinationList.parse(
      (
        await get('/api/v1/schools/destinations', 'SYSTEM_ADMINISTRATOR', {
          extendedSchoolCode: w.otherSchool.extendedSchoolCode,
        })
      ).json(),
    );
    expect(one.destinationList).toEqual([
      expect.objectContaining({ noticeGroupId: w.otherGroup.id, memberCount: 1, carefulCount: 0 }),
    ]);
  });

  it('is for staff only', async () => {
    const student = await t.tokenFor(w.students[0]!.id);
    for (const url of [
      '/api/v1/schools/destinations',
      '/api/v1/schools/notice-category',
      '/api/v1/schools/notices',
    ]) {
      expect((await t.call({ method: 'GET', url, token: student })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
