import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  STUDENT_COLUMNS,
  csvOf,
  importSuite,
  storedStudents,
  sampleAccountRow,
  ACCOUNT_HEADERS,
} from '../../../test/roster-import-world';
import {
  attendancePeriods,
  courses,
  departments,
  literacyResults,
  students,
  users,
} from '../../db/schema';

/**
 * docs/roster-import.md: an optional column the file leaves out changes nothing; only a cell that
 * is there and empty (or `-`) clears the stored value.
 */
const suite = importSuite();

const code = () => suite.w.school.extendedSchoolCode;
const REQUIRED = STUDENT_COLUMNS.filter((c) => c.required).map((c) => c.header);
const OPTIONAL = STUDENT_COLUMNS.filter((c) => !c.required).map((c) => c.header);
const required = (n: string) => [
  code(),
  n,
  `${n.toLowerCase()}@absent.example.jp`,
  '佐藤',
  '花子',
  'サトウ',
  'ハナコ',
  '20090402',
];
const full = (n: string) => [
  ...required(n),
  '09011112222',
  '2',
  '2025',
  '普通科',
  '理系',
  '02',
  '1',
  'K9',
];
const numbers = ['A0001', 'A0002', 'A0003'];

const stored = () =>
  storedStudents(
    suite.t.db,
    {
      number: students.studentNumber,
      phone: students.phoneNumber,
      year: students.schoolYear,
      admission: students.admissionYear,
      department: departments.name,
      course: courses.name,
      studentCourse: students.studentCourse,
      status: students.studentStatusTypeCode,
      type: students.studentTypeCode,
    },
    eq(students.schoolId, suite.w.school.id),
  );

describe('a roster with only some of the optional columns', { shuffle: false }, () => {
  let before: Awaited<ReturnType<typeof stored>> = [];

  it('a file with every column fills every field', async () => {
    const preview = await suite.w.preview(
      'students',
      csvOf([[...REQUIRED, ...OPTIONAL], ...numbers.map(full)]),
    );
    expect(preview.absentColumns).toEqual([]);
    await suite.w.apply(preview.importId);
    before = await stored();
    expect(before[0]).toEqual({
      number: 'A0001',
      phone: '09011112222',
      year: 2,
      admission: 2025,
      department: '普通科',
      course: '理系',
      studentCourse: '02',
      status: '1',
      type: 'K9',
    });
  }, 60_000);

  it('the required columns alone change nothing, and the preview names the columns it leaves', async () => {
    const preview = await suite.w.preview('students', csvOf([REQUIRED, ...numbers.map(required)]));
    expect(preview.counts).toEqual({ new: 0, changed: 0, unchanged: 3, leaving: 0, rejected: 0 });
    expect(preview.absentColumns).toEqual(OPTIONAL);
    expect(await stored()).toEqual(before);
  });

  it('a new student in such a file gets the empty value of each missing column', async () => {
    const preview = await suite.w.preview('students', csvOf([REQUIRED, required('A0004')]));
    expect(preview.counts).toMatchObject({ new: 1, unchanged: 0 });
    await suite.w.apply(preview.importId);
    expect((await stored())[3]).toEqual({
      number: 'A0004',
      phone: null,
      year: -1,
      admission: null,
      department: null,
      course: null,
      studentCourse: '01',
      status: '0',
      type: null,
    });
  }, 60_000);

  it('a column that is there clears with an empty cell or "-", and only that column changes', async () => {
    const file = csvOf([
      [...REQUIRED, '電話番号', '学科'],
      [...required('A0001'), '', '普通科'],
      [...required('A0002'), '-', '普通科'],
      [...required('A0003'), '09011112222', '情報科'],
    ]);
    const preview = await suite.w.preview('students', file);
    expect(preview.counts).toMatchObject({ changed: 3, unchanged: 0 });
    expect(preview.changes.map((c) => c.fields.map((f) => f.column))).toEqual([
      ['電話番号'],
      ['電話番号'],
      // A department of its own drops the course of the old one.
      ['学科', 'コース'],
    ]);
    await suite.w.apply(preview.importId);
    const after = await stored();
    expect(after.slice(0, 3).map((s) => [s.phone, s.department, s.course, s.year])).toEqual([
      [null, '普通科', '理系', 2],
      [null, '普通科', '理系', 2],
      ['09011112222', '情報科', null, 2],
    ]);
  }, 60_000);
});

describe('accounts, attendance and results without their optional columns', () => {
  it('keep the role and notes, the display order and the test date', async () => {
    const accountHeader = ACCOUNT_HEADERS;
    const account = [...sampleAccountRow(0, code(), 'staff@absent.example.jp'), '学年主任'];
    await suite.w.apply(
      (await suite.w.preview('accounts', csvOf([accountHeader, account]))).importId,
    );
    const without = await suite.w.preview(
      'accounts',
      csvOf([
        accountHeader.filter((h) => h !== '権限' && h !== '備考'),
        account.filter((_, i) => i !== 3 && i !== 8),
      ]),
    );
    expect(without).toMatchObject({ absentColumns: ['権限', '備考'], counts: { unchanged: 1 } });
    const [staff] = await suite.t.db
      .select({ role: users.roleType, notes: users.notes })
      .from(users)
      .where(eq(users.email, 'staff@absent.example.jp'));
    expect(staff).toEqual({ role: 'SCHOOL_EDITOR', notes: '学年主任' });

    const periodHeader = ['学校コード', '学籍番号', '期間', '出席', '公欠', '欠席', '遅刻', '早退'];
    const period = [code(), 'A0001', '前期', '50', '1', '2', '0', '0'];
    await suite.w.apply(
      (
        await suite.w.preview(
          'attendancePeriods',
          csvOf([
            [...periodHeader, '表示順'],
            [...period, '3'],
          ]),
        )
      ).importId,
    );
    const noOrder = await suite.w.preview(
      'attendancePeriods',
      csvOf([periodHeader, [...period.slice(0, 3), '52', '1', '2', '0', '0']]),
    );
    expect(noOrder.changes[0]!.fields.map((f) => f.column)).not.toContain('表示順');
    await suite.w.apply(noOrder.importId);
    const [figures] = await suite.t.db.select().from(attendancePeriods);
    expect(figures).toMatchObject({ attendance: 52, sortOrder: 3 });

    await suite.w.apply(
      (
        await suite.w.preview(
          'literacy',
          csvOf([
            ['学校コード', '学籍番号', '結果', '受験日'],
            [code(), 'A0001', 'FAILURE', '20260710'],
          ]),
        )
      ).importId,
    );
    await suite.w.apply(
      (
        await suite.w.preview(
          'literacy',
          csvOf([
            ['学校コード', '学籍番号', '結果'],
            [code(), 'A0001', 'PASSED'],
          ]),
        )
      ).importId,
    );
    const [result] = await suite.t.db.select().from(literacyResults);
    expect(result!.result).toBe('PASSED');
    expect(result!.testedAt?.toISOString()).toBe('2026-07-09T15:00:00.000Z');
  }, 120_000);
});
