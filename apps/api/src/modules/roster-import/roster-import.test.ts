import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, RosterImportList } from '@tayori/contract';
import { credentials } from '@tayori/idp/schema';
import { buildStudent, buildUser } from '../../../test/factories';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  ACCOUNT_HEADER,
  csvOf,
  buildImportWorld,
  STUDENT_HEADER,
  storedStudents,
  sampleAccountRow,
  type ImportWorld,
} from '../../../test/roster-import-world';
import { toShiftJis } from '../../../test/shift-jis';
import { auditLog, courses, departments, rosterImports, students, users } from '../../db/schema';
import { applyRosterImport } from './apply';

let t: TestContext;
/** The running describe's school and administrator: each describe imports into its own school. */
let w: ImportWorld;
beforeAll(async () => {
  t = await createTestContext({ env: { IDENTITY_CHECK_MIN_MS: '0' } });
});
afterAll(() => t.close());
const inSchoolOfItsOwn = () =>
  beforeAll(async () => {
    w = await buildImportWorld(t);
  });

const code = () => w.school.extendedSchoolCode;
const studentRow = (
  n: string,
  extra: Partial<Record<'kana' | 'phone' | 'year' | 'last', string>> = {},
) => [
  code(),
  n,
  `${n.toLowerCase()}@import.example.jp`,
  extra.last ?? '山田',
  '太郎',
  extra.kana ?? 'やまだ',
  'タロウ',
  '２００９０４０２',
  extra.phone ?? '090-1111-2222',
  extra.year ?? '1',
];
const schoolStudents = () =>
  t.db
    .select({
      number: students.studentNumber,
      status: users.status,
      lastName: users.lastName,
      kana: users.lastNameKana,
    })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(students.schoolId, w.school.id));

// One school's story, step by step: each test starts from where the one before left the school.
describe(
  'a roster of students, as a school adopting the portal imports it',
  { shuffle: false },
  () => {
    inSchoolOfItsOwn();
    let lastApplied = '';
    it('reads Shift_JIS, shows the rejected row and changes nothing before it is applied', async () => {
      const file = toShiftJis(
        csvOf([
          STUDENT_HEADER,
          studentRow('R0001'),
          studentRow('R0002', { kana: '山田' }),
          studentRow('R0003'),
        ]),
      );
      const preview = await w.preview('students', file);
      expect(preview).toMatchObject({
        encoding: 'shift_jis',
        status: 'previewed',
        counts: { new: 2, changed: 0, unchanged: 0, leaving: 0, rejected: 1 },
        rejections: [{ line: 3, column: '姓カナ', message: messages.kana_format }],
      });
      expect(preview.changes[0]).toMatchObject({ line: 2, action: 'new', key: 'R0001' });
      expect(preview.changes[0]!.fields).toContainEqual({
        column: '姓カナ',
        before: '',
        after: 'ヤマダ',
      });
      expect(preview.changes[0]!.fields).toContainEqual({
        column: '生年月日',
        before: '',
        after: '20090402',
      });
      // Coded fields as the student screens write them, not as stored (a school year's -1 is なし).
      expect(preview.changes[0]!.fields).toContainEqual({
        column: '学年',
        before: '',
        after: '1年',
      });
      expect(await schoolStudents()).toEqual([]);

      const report = await t.call({
        method: 'GET',
        url: `/api/v1/roster-imports/${preview.importId}/report`,
        token: w.token,
      });
      expect(report.headers['content-type']).toContain('text/csv');
      expect(report.body).toContain(`3,姓カナ,${messages.kana_format}`);
    });

    it('applies the fixed file as a job; students sign in through the identity check; a second run changes nothing', async () => {
      const rows = [STUDENT_HEADER, studentRow('R0001'), studentRow('R0002'), studentRow('R0003')];
      const preview = await w.preview('students', toShiftJis(csvOf(rows)));
      expect(preview.counts).toEqual({ new: 3, changed: 0, unchanged: 0, leaving: 0, rejected: 0 });
      const applied = await w.apply(preview.importId);
      expect(applied).toMatchObject({ status: 'applied', progress: { done: 3, total: 3 } });
      expect((await schoolStudents()).map((s) => s.kana)).toEqual(['ヤマダ', 'ヤマダ', 'ヤマダ']);

      const identify = await t.call({
        method: 'POST',
        url: `/api/v1/schools/${code()}/students/R0002`,
        body: { birthday: '20090402', phoneNumber: '09011112222' },
      });
      expect(identify.statusCode, identify.body).toBe(200);
      expect(identify.json()).toEqual({ successFlag: true });

      const again = await w.preview('students', toShiftJis(csvOf(rows)));
      expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 3, leaving: 0, rejected: 0 });
      expect((await w.apply(again.importId)).progress).toEqual({ done: 0, total: 0 });

      const audit = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'roster-import'), eq(auditLog.entityId, preview.importId)));
      expect(audit.map((a) => (a.detail as { phase: string }).phase)).toEqual([
        'preview',
        'applied',
      ]);
      expect(audit[1]).toMatchObject({
        actorUserId: w.admin.id,
        detail: { fileName: 'students.csv', counts: { new: 3 } },
      });
    }, 120_000);

    it('a later roster: a changed name shows old → new; a student missing from it leaves only when asked', async () => {
      const later = csvOf([
        STUDENT_HEADER,
        studentRow('R0001', { last: '山本' }),
        studentRow('R0002'),
      ]);
      const without = await w.preview('students', later);
      expect(without.counts).toMatchObject({ changed: 1, unchanged: 1, leaving: 0 });
      expect(without.changes[0]).toMatchObject({
        key: 'R0001',
        action: 'changed',
        fields: [{ column: '姓', before: '山田', after: '山本' }],
      });

      const leaving = await w.preview('students', later, { markMissingAsLeaving: true });
      expect(leaving.counts).toMatchObject({ changed: 1, unchanged: 1, leaving: 1 });
      expect(leaving.changes[1]).toMatchObject({ line: 0, key: 'R0003', action: 'leaving' });
      await w.apply(leaving.importId);
      lastApplied = leaving.importId;
      const after = await schoolStudents();
      expect(after.find((s) => s.number === 'R0003')?.status).toBe('SUSPENDED');
      expect(after.find((s) => s.number === 'R0001')?.lastName).toBe('山本');
      expect(after).toHaveLength(3);
    }, 120_000);

    it('refuses to apply twice, and refuses leaving when rows were rejected', async () => {
      // The import the step before applied, the latest of this school's in the list.
      const done = (
        await t.call({ method: 'GET', url: '/api/v1/roster-imports', token: w.token })
      ).json();
      const latest = RosterImportList.parse(done).imports.find((i) => i.importId === lastApplied);
      const twice = await t.call({
        method: 'POST',
        url: `/api/v1/roster-imports/${latest!.importId}/apply`,
        token: w.token,
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ messages: [messages.import_already_applied] });

      const bad = await w.preview(
        'students',
        csvOf([STUDENT_HEADER, studentRow('R0001', { phone: '12' })]),
        { markMissingAsLeaving: true },
      );
      expect(bad.abilities.apply).toBe(false);
      const refused = await t.call({
        method: 'POST',
        url: `/api/v1/roster-imports/${bad.importId}/apply`,
        token: w.token,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ messages: [messages.import_leaving_with_rejections] });
    });
  },
);

describe('staff, tutor and other accounts', () => {
  inSchoolOfItsOwn();
  const header = ACCOUNT_HEADER;
  it('creates accounts without a password; the role follows the registration rule', async () => {
    // A student's account elsewhere: the accounts import may not turn it into another type.
    await buildStudent(t.db, { user: { email: 'enrolled@import.example.jp' } });
    const file = csvOf([
      header,
      sampleAccountRow(0, code(), 'Teacher@Import.example.jp'),
      [code(), 'tutor@import.example.jp', 'TUTOR', '', '田中', '次郎', 'タナカ', 'ジロウ'],
      [code(), 'norole@import.example.jp', 'STAFF', '', '佐藤', '三郎', 'サトウ', 'サブロウ'],
      [code(), 'enrolled@import.example.jp', 'OTHER', '', '山田', '太郎', 'ヤマダ', 'タロウ'],
      [code(), 'ichi..ro@import.example.jp', 'TUTOR', '', '伊藤', '四郎', 'イトウ', 'シロウ'],
    ]);
    const preview = await w.preview('accounts', file);
    expect(preview.counts).toMatchObject({ new: 2, rejected: 3 });
    expect(preview.rejections).toEqual([
      { line: 4, column: '権限', message: messages.required },
      { line: 5, column: 'サインインID', message: messages.import_account_is_student },
      { line: 6, column: 'サインインID', message: messages.sign_in_id_periods },
    ]);
    await w.apply(preview.importId);
    const [teacher] = await t.db
      .select()
      .from(users)
      .where(eq(users.email, 'teacher@import.example.jp'));
    expect(teacher).toMatchObject({
      userType: 'STAFF',
      roleType: 'SCHOOL_EDITOR',
      schoolId: w.school.id,
      status: 'ACTIVE',
    });
    expect(
      await t.db.select().from(credentials).where(eq(credentials.userId, teacher!.id)),
    ).toEqual([]);
  }, 120_000);
});

describe('who may import', () => {
  inSchoolOfItsOwn();
  it('answers 403 to SCHOOL_EDITOR and 404 for an unknown school', async () => {
    const { buildStaff } = await import('../../../test/factories');
    const editor = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', school: w.school });
    const res = await w.upload('students', csvOf([STUDENT_HEADER, studentRow('R0009')]), {
      token: await t.tokenFor(editor.id),
    });
    expect(res.status).toBe(403);
    expect((await w.upload('students', csvOf([STUDENT_HEADER]), { school: 'NOPE1' })).status).toBe(
      404,
    );
  });

  it('serves each sample file with the published headers', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/api/v1/roster-import-samples/students',
      token: w.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      '学校コード,学籍番号,サインインID,姓,名,姓カナ,名カナ,生年月日,電話番号,学年,入学年度,学科,コース,学生区分,学籍状態,学生種別',
    );
  });
});

describe("the school's student type code (spec 001 §3 studentTypeCode)", () => {
  inSchoolOfItsOwn();
  it('comes with the roster, typed full-width or not, and is in the search, the detail and the CSV', async () => {
    const header = [...STUDENT_HEADER, '学生種別'];
    const first = await w.preview(
      'students',
      csvOf([header, [...studentRow('T0001'), 'ＩＮＴ１'], [...studentRow('T0002'), '']]),
    );
    expect(first.counts).toMatchObject({ new: 2, rejected: 0 });
    expect(first.changes[0]!.fields).toContainEqual({
      column: '学生種別',
      before: '',
      after: 'INT1',
    });
    await w.apply(first.importId);

    const search = await t.call({
      method: 'GET',
      url: '/api/v1/students',
      query: { extendedSchoolCode: code(), studentNumber: 'T000' },
      token: w.token,
    });
    expect(search.statusCode, search.body).toBe(200);
    const rows = search.json<{ studentList: { uid: string; studentTypeCode: string | null }[] }>()
      .studentList;
    expect(rows.map((r) => r.studentTypeCode)).toEqual(['INT1', null]);
    const detail = await t.call({
      method: 'GET',
      url: `/api/v1/students/${rows[0]!.uid}/detail`,
      token: w.token,
    });
    expect(detail.json()).toMatchObject({ studentNumber: 'T0001', studentTypeCode: 'INT1' });
    const csv = await t.call({
      method: 'GET',
      url: '/api/v1/students/csv',
      query: { extendedSchoolCode: code(), studentNumber: 'T000' },
      token: w.token,
    });
    const [head, one, two] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const column = head!.split(',').indexOf('学生種別');
    expect(column).toBeGreaterThan(0);
    expect([one!.split(',')[column], two!.split(',')[column]]).toEqual(['INT1', '-']);

    const wrong = await w.preview(
      'students',
      csvOf([header, [...studentRow('T0001'), 'INT-1'], [...studentRow('T0002'), 'ABCDEFGHIJK']]),
    );
    expect(wrong.rejections).toEqual([
      { line: 2, column: '学生種別', message: messages.student_type_code_format },
      { line: 3, column: '学生種別', message: messages.student_type_code_format },
    ]);
    const changed = await w.preview(
      'students',
      csvOf([header, [...studentRow('T0001'), 'INT1'], [...studentRow('T0002'), 'ADU']]),
    );
    expect(changed.counts).toMatchObject({ changed: 1, unchanged: 1 });
    expect(changed.changes[0]).toMatchObject({
      key: 'T0002',
      fields: [{ column: '学生種別', before: '', after: 'ADU' }],
    });
  }, 120_000);
});

describe('departments and courses the school does not have yet', () => {
  inSchoolOfItsOwn();
  const placesNamed = (name: string) =>
    t.db
      .select({ department: departments.name, course: courses.name })
      .from(departments)
      .leftJoin(courses, eq(courses.departmentId, departments.id))
      .where(and(eq(departments.schoolId, w.school.id), eq(departments.name, name)));

  it('are listed by the preview, created once by the apply, and a course needs its department', async () => {
    const header = [...STUDENT_HEADER, '学科', 'コース'];
    const rows = [
      header,
      [...studentRow('D0001'), '情報ビジネス科', 'ＡＩコース'],
      [...studentRow('D0002'), '情報ビジネス科', 'ＡＩコース'],
      [...studentRow('D0003'), '情報ビジネス科', ''],
      [...studentRow('D0004'), '', 'ＡＩコース'],
    ];
    const preview = await w.preview('students', csvOf(rows));
    expect(preview.counts).toMatchObject({ new: 3, rejected: 1 });
    expect(preview.rejections).toEqual([
      { line: 5, column: 'コース', message: messages.import_course_without_department },
    ]);
    expect(preview.newPlaces).toEqual([
      { departmentName: '情報ビジネス科', courseName: null },
      { departmentName: '情報ビジネス科', courseName: 'ＡＩコース' },
    ]);
    expect(await placesNamed('情報ビジネス科')).toEqual([]);

    await w.apply(preview.importId);
    expect(await placesNamed('情報ビジネス科')).toEqual([
      { department: '情報ビジネス科', course: 'ＡＩコース' },
    ]);
    const placed = await storedStudents(
      t.db,
      { number: students.studentNumber, department: departments.name, course: courses.name },
      and(
        eq(students.schoolId, w.school.id),
        inArray(students.studentNumber, ['D0001', 'D0002', 'D0003']),
      ),
    );
    expect(placed).toEqual([
      { number: 'D0001', department: '情報ビジネス科', course: 'ＡＩコース' },
      { number: 'D0002', department: '情報ビジネス科', course: 'ＡＩコース' },
      { number: 'D0003', department: '情報ビジネス科', course: null },
    ]);

    const again = await w.preview('students', csvOf(rows.slice(0, 4)));
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 3 });
    expect(again.newPlaces).toEqual([]);
  }, 120_000);
});

describe('two workers on one import (a resume while the earlier job is retried)', () => {
  inSchoolOfItsOwn();
  it('apply each row once between them', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => studentRow(`W${String(i).padStart(4, '0')}`));
    const preview = await w.preview('students', csvOf([STUDENT_HEADER, ...rows]));
    expect(preview.counts.new).toBe(30);
    const opts = { now: () => new Date(), actorUserId: w.admin.id, batchSize: 4 };
    await Promise.all([
      applyRosterImport(t.db, preview.importId, opts),
      applyRosterImport(t.db, preview.importId, opts),
    ]);
    const [imp] = await t.db
      .select({ done: rosterImports.done, status: rosterImports.status })
      .from(rosterImports)
      .where(eq(rosterImports.id, preview.importId));
    expect(imp).toEqual({ done: 30, status: 'applied' });
    const created = await t.db
      .select({ number: students.studentNumber })
      .from(students)
      .where(and(eq(students.schoolId, w.school.id), sql`${students.studentNumber} like 'W%'`));
    expect(created).toHaveLength(30);
  }, 120_000);
});

describe('an apply that stops', () => {
  inSchoolOfItsOwn();
  it('says why: a sign-in ID another account took after the preview', async () => {
    const preview = await w.preview('students', csvOf([STUDENT_HEADER, studentRow('F0001')]));
    expect(preview.counts.new).toBe(1);
    await buildUser(t.db, { userType: 'TUTOR', email: 'f0001@import.example.jp' });
    const stopped = await w.apply(preview.importId);
    expect(stopped).toMatchObject({
      status: 'failed',
      failure: messages.import_failed_sign_in_id_taken,
    });
  }, 120_000);
});
