import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, RosterImportDetail } from '@tayori/contract';
import { buildSchool, buildStudent } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildImportWorld, type ImportWorld } from '../../../test/roster-import-world';
import {
  announceListMembers,
  announceLists,
  noticeGroupMembers,
  noticeGroups,
  students,
  users,
} from '../../db/schema';

/** 年度更新 (docs/roster-import.md): preview, apply as the import's job, undo for a day. */
let t: TestContext;
let w: ImportWorld;
beforeAll(async () => {
  t = await createTestContext();
  w = await buildImportWorld(t);
  const student = (studentNumber: string, schoolYear: number, code = '0', status = 'ACTIVE') =>
    buildStudent(t.db, {
      school: w.school,
      user: { status: status as 'ACTIVE' },
      student: { studentNumber, schoolYear, studentStatusTypeCode: code },
    });
  await student('Y1A', 1);
  await student('Y1B', 1);
  await student('Y2A', 2);
  await student('Y2R', 2, '1'); // 休学
  const graduating = await student('Y3A', 3);
  await student('Y3B', 3); // 留年 (named on the screen)
  await student('Y3H', 3, 'H'); // 卒業延期
  const staying = await student('YNONE', -1);
  // A group and a saved list naming the graduate (and one naming only a student who stays).
  const [group] = await t.db
    .insert(noticeGroups)
    .values({ schoolId: w.school.id, name: '3年生全員' })
    .returning();
  const [quiet] = await t.db
    .insert(noticeGroups)
    .values({ schoolId: w.school.id, name: '学年なし' })
    .returning();
  await t.db.insert(noticeGroupMembers).values([
    { groupId: group!.id, userId: graduating.id },
    { groupId: group!.id, userId: staying.id },
    { groupId: quiet!.id, userId: staying.id },
  ]);
  const [list] = await t.db
    .insert(announceLists)
    .values({ ownerUserId: w.admin.id, schoolId: w.school.id, name: '進路連絡' })
    .returning();
  await t.db.insert(announceListMembers).values({ listId: list!.id, userId: graduating.id });
  await student('GONE', 3, '5', 'SUSPENDED'); // graduated last year
  await buildStudent(t.db, {
    school: await buildSchool(t.db),
    student: { studentNumber: 'OTHER', schoolYear: 1 },
  });
});
afterAll(() => t.close());

const yearUpdate = async (repeaters: string[]) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/year-updates',
    token: w.token,
    body: { extendedSchoolCode: w.school.extendedSchoolCode, finalSchoolYear: 3, repeaters },
  });
  expect(res.statusCode, res.body).toBe(200);
  return RosterImportDetail.parse(res.json());
};
const undo = (id: string) =>
  t.call({ method: 'POST', url: `/api/v1/roster-imports/${id}/undo`, token: w.token });
const state = async () =>
  Object.fromEntries(
    (
      await t.db
        .select({
          n: students.studentNumber,
          year: students.schoolYear,
          code: students.studentStatusTypeCode,
          status: users.status,
        })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(students.schoolId, w.school.id))
    ).map((s) => [s.n, `${s.year}/${s.code}/${s.status}`]),
  );

describe('the April year update of a school', { shuffle: false }, () => {
  let before: Record<string, string> = {};
  let updateId = '';

  it('waits for a 留年 number the school does not have', async () => {
    before = await state();
    const preview = await yearUpdate(['Y3B', 'NOPE']);
    expect(preview.rejections).toEqual([
      { line: 0, column: '学籍番号', message: messages.year_update_student_unknown },
    ]);
    expect(preview.abilities.apply).toBe(false);
    expect(preview.applyRefusal).toBe(messages.year_update_with_rejections);
    expect(await state()).toEqual(before);
  });

  it('previews who moves up, who graduates and who stays, and changes nothing', async () => {
    const preview = await yearUpdate(['y3b']);
    expect(preview).toMatchObject({
      kind: 'yearUpdate',
      counts: { new: 0, changed: 3, leaving: 1, unchanged: 4, rejected: 0 },
      abilities: { apply: true, undo: false },
    });
    const byKey = Object.fromEntries(preview.changes.map((c) => [c.key, [c.action, c.fields]]));
    expect(byKey).toEqual({
      Y1A: ['changed', [{ column: '学年', before: '1年', after: '2年' }]],
      Y1B: ['changed', [{ column: '学年', before: '1年', after: '2年' }]],
      Y2A: ['changed', [{ column: '学年', before: '2年', after: '3年' }]],
      Y2R: ['staying', [{ column: '学年', before: '2年', after: '2年（休学）' }]],
      Y3A: [
        'leaving',
        [
          { column: '学籍状態', before: '在籍', after: '卒業' },
          { column: 'ユーザーステータス', before: '有効', after: '利用停止' },
        ],
      ],
      Y3B: ['staying', [{ column: '学年', before: '3年', after: '3年（留年）' }]],
      Y3H: ['staying', [{ column: '学年', before: '3年', after: '3年（卒業延期）' }]],
      YNONE: ['staying', [{ column: '学年', before: 'なし', after: 'なし（学年なし）' }]],
    });
    expect(preview.graduatesNamedIn).toEqual({
      noticeGroups: [{ name: '3年生全員', count: 1 }],
      announceLists: [
        { name: '進路連絡', ownerName: `${w.admin.lastName} ${w.admin.firstName}`, count: 1 },
      ],
    });
    expect(await state()).toEqual(before);
    updateId = preview.importId;
  });

  it('applies as a job: students up a 学年, the graduate 卒業 and 利用停止, the rest as they were', async () => {
    const applied = await w.apply(updateId);
    expect(applied).toMatchObject({ status: 'applied', abilities: { undo: true } });
    expect(await state()).toEqual({
      ...before,
      Y1A: '2/0/ACTIVE',
      Y1B: '2/0/ACTIVE',
      Y2A: '3/0/ACTIVE',
      Y3A: '3/5/SUSPENDED',
    });
  });

  it('undoes it within the day, leaving a student changed since as they are now', async () => {
    await t.db.update(students).set({ schoolYear: 4 }).where(eq(students.studentNumber, 'Y2A'));
    const res = await undo(updateId);
    expect(res.statusCode, res.body).toBe(200);
    const undoing = RosterImportDetail.parse(res.json());
    expect(undoing).toMatchObject({
      undoOf: updateId,
      counts: { changed: 3, rejected: 1 },
      rejections: [{ line: 0, column: null, message: messages.year_update_changed_since }],
    });
    expect(await w.settled(undoing.importId)).toMatchObject({ status: 'applied' });
    expect(await state()).toEqual({ ...before, Y2A: '4/0/ACTIVE' });
  });

  it('once only, never the undo itself, and not after a day', async () => {
    expect((await undo(updateId)).statusCode).toBe(409);
    const again = await yearUpdate([]);
    await w.apply(again.importId);
    t.clock.advance(25 * 60 * 60 * 1000);
    const late = await undo(again.importId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ messages: [messages.year_update_undo_refused] });
  });
});
