import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import { createTestContext, type TestContext } from '../../../test/harness';
import { buildStudent } from '../../../test/factories';
import {
  buildImportWorld,
  csvOf,
  REQUIRED_STUDENT_HEADER,
  studentRow,
  type ImportWorld,
} from '../../../test/roster-import-world';
import { attendancePeriods, rosterImportRows, users } from '../../db/schema';
import { applyRosterImport } from './apply';

let t: TestContext;
let w: ImportWorld;
let student: Awaited<ReturnType<typeof buildStudent>>;
beforeAll(async () => {
  t = await createTestContext();
  w = await buildImportWorld(t);
  student = await buildStudent(t.db, { school: w.school });
});
afterAll(() => t.close());

const periodHeader = ['学校コード', '学籍番号', '期間', '出席', '公欠', '欠席', '遅刻', '早退'];
const home = async () => (await t.getAs(student.id, '/api/v1/users/attendances')).json();

describe('attendance and literacy results', () => {
  it('a period row replaces that student’s figures; the home panel shows the rate computed from the counts', async () => {
    const number = student.student.studentNumber;
    const code = w.school.extendedSchoolCode;
    const first = await w.preview(
      'attendancePeriods',
      csvOf([
        periodHeader,
        [code, number, '前期', '36', '0', '4', '1', '0'],
        [code, 'ZZ999', '前期', '1', '0', '0', '0', '0'],
      ]),
    );
    expect(first.counts).toMatchObject({ new: 1, rejected: 1 });
    expect(first.rejections).toEqual([
      { line: 3, column: '学籍番号', message: messages.import_student_unknown },
    ]);
    await w.apply(first.importId);
    expect(await home()).toMatchObject({ attendances: [{ periodName: '前期', rate: 90 }] });

    const second = await w.preview(
      'attendancePeriods',
      csvOf([periodHeader, [code, number, '前期', '39', '0', '1', '0', '0']]),
    );
    expect(second.changes[0]!.fields).toContainEqual({
      column: '出席率',
      before: '90',
      after: '97.5',
    });
    await w.apply(second.importId);
    expect(await home()).toMatchObject({ attendances: [{ periodName: '前期', rate: 97.5 }] });
    expect(
      await t.db.select().from(attendancePeriods).where(eq(attendancePeriods.userId, student.id)),
    ).toHaveLength(1);
  }, 60_000);

  it('literacy results replace the student’s result', async () => {
    const number = student.student.studentNumber;
    const preview = await w.preview(
      'literacy',
      csvOf([
        ['学校コード', '学籍番号', '結果', '受験日'],
        [w.school.extendedSchoolCode, number, 'PASSED', '2026/05/10'],
      ]),
    );
    await w.apply(preview.importId);
    const res = await t.getAs(student.id, '/api/v1/users/literacy');
    expect(JSON.stringify(res.json())).toContain('PASSED');
  }, 60_000);
});

describe('applying in batches', () => {
  it('a failure part-way leaves earlier batches applied and later ones not; running again resumes', async () => {
    const header = REQUIRED_STUDENT_HEADER;
    // The required columns only: the header has no 電話番号 or 学年.
    const rows = ['C0001', 'C0002', 'C0003', 'C0004'].map((n) =>
      studentRow(w.school.extendedSchoolCode, n, 'batch.example.jp').slice(0, 8),
    );
    const preview = await w.preview('students', csvOf([header, ...rows]));
    // Someone takes C0003's sign-in ID after the preview: its batch fails when applied.
    const taker = await buildStudent(t.db, { user: { email: 'c0003@batch.example.jp' } });
    const run = () =>
      applyRosterImport(t.db, preview.importId, {
        now: () => t.clock.now(),
        actorUserId: w.admin.id,
        batchSize: 2,
      });
    await expect(run()).rejects.toThrow();
    const applied = await t.db
      .select({ applied: rosterImportRows.applied })
      .from(rosterImportRows)
      .where(eq(rosterImportRows.importId, preview.importId))
      .orderBy(asc(rosterImportRows.position));
    expect(applied.map((r) => r.applied)).toEqual([true, true, false, false]);
    await t.db.update(users).set({ email: 'moved@batch.example.jp' }).where(eq(users.id, taker.id));
    await run();
    const after = await t.db
      .select({ applied: rosterImportRows.applied })
      .from(rosterImportRows)
      .where(eq(rosterImportRows.importId, preview.importId));
    expect(after.every((r) => r.applied)).toBe(true);
  }, 60_000);
});
