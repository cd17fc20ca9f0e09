import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';

import { courses, students, users } from '../../../db/schema';
import { selectStudentRows } from '../../../domain/students/rows';
import {
  ALL_STUDENT_HEADERS,
  type ImportWorld,
  buildImportWorld,
  csvOf,
  importSuite,
  ACCOUNT_HEADERS,
} from '../../../../test/roster-import-world';
import { jpRoster, zipOf } from '../../../../test/one-roster-zip';

/**
 * docs/roster-import.md "OneRoster": a 校務支援システム's Japan Profile ZIP imported through the
 * same preview → apply, read back by a delta, and the portal's own export imported unchanged.
 */
const suite = importSuite();

const exported = async (query: Record<string, string> = {}) => {
  const res = await suite.t.call({
    method: 'GET',
    url: '/api/v1/roster-exports/oneroster',
    token: suite.w.token,
    query,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return res.rawPayload;
};

const studentOf = async (number: string) =>
  (
    await selectStudentRows(suite.t.db, {
      email: users.email,
      lastNameKana: users.lastNameKana,
      firstNameKana: users.firstNameKana,
      status: users.status,
      birthday: students.birthday,
      phoneNumber: students.phoneNumber,
      schoolYear: students.schoolYear,
      courseName: courses.name,
    }).where(eq(students.studentNumber, number))
  )[0];

describe('a Japan Profile bulk ZIP', () => {
  const roster = () => jpRoster(suite.w.school.name);
  let sample: ReturnType<typeof jpRoster>;

  it("previews the school's students and staff together, then applies them", async () => {
    sample = roster();
    const preview = await suite.w.preview('oneRoster', zipOf(sample));
    expect(preview.rejections).toEqual([]);
    expect(preview.counts).toMatchObject({ new: 4, changed: 0, rejected: 0 });
    expect(preview.absentColumns).toContain('入学年度');
    const applied = await suite.w.apply(preview.importId);
    expect(applied.status).toBe('applied');
    expect(await studentOf('JP0001')).toMatchObject({
      email: 's.yamada@jp.example.ed.jp',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'タロウ',
      birthday: '2010-05-14',
      phoneNumber: '09011112222',
      schoolYear: 1,
      courseName: '総合コース',
      status: 'ACTIVE',
    });
    const staff = await suite.t.db
      .select({ email: users.email, userType: users.userType, roleType: users.roleType })
      .from(users)
      .where(eq(users.schoolId, suite.w.school.id));
    expect(staff).toEqual(
      expect.arrayContaining([
        { email: 't.sato@jp.example.ed.jp', userType: 'STAFF', roleType: 'SCHOOL_VIEWER' },
        { email: 'k.ito@jp.example.ed.jp', userType: 'STAFF', roleType: 'SCHOOL_EDITOR' },
      ]),
    );
  });

  it('changes nothing the second time', async () => {
    const again = await suite.w.preview('oneRoster', zipOf(sample));
    expect(again.counts).toMatchObject({ new: 0, changed: 0, unchanged: 4, rejected: 0 });
  });

  it('reads a delta: a changed kana and a deleted student (利用停止)', async () => {
    const delta = structuredClone(sample);
    const [, , taro, jiro] = delta.files.users!;
    delta.manifest.set('file.users', 'delta');
    for (const f of [
      'orgs',
      'academicSessions',
      'courses',
      'classes',
      'roles',
      'enrollments',
      'demographics',
    ] as const) {
      delta.manifest.set(`file.${f}`, 'absent');
      delete delta.files[f];
    }
    delta.files.users = [
      {
        ...taro!,
        status: 'active',
        dateLastModified: '2026-05-01T00:00:00.000Z',
        'metadata.jp.kanaGivenName': 'タロー',
      },
      {
        sourcedId: jiro!.sourcedId!,
        status: 'tobedeleted',
        dateLastModified: '2026-05-01T00:00:00.000Z',
      },
    ];
    const preview = await suite.w.preview('oneRoster', zipOf(delta));
    expect(preview.rejections).toEqual([]);
    expect(preview.counts).toMatchObject({ changed: 1, leaving: 1, rejected: 0 });
    const applied = await suite.w.apply(preview.importId);
    expect(applied.failure).toBeNull();
    expect(await studentOf('JP0001')).toMatchObject({ firstNameKana: 'タロー', status: 'ACTIVE' });
    expect(await studentOf('JP0002')).toMatchObject({ status: 'SUSPENDED' });
  });

  it('exports the school as a Japan Profile ZIP that imports back with no change', async () => {
    const zip = await exported({ extendedSchoolCode: suite.w.school.extendedSchoolCode });
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files).sort()).toEqual(
      [
        'academicSessions',
        'classes',
        'courses',
        'demographics',
        'enrollments',
        'manifest',
        'orgs',
        'roles',
        'users',
      ].map((f) => `${f}.csv`),
    );
    const users = strFromU8(files['users.csv']!);
    expect(users.split('\r\n')[0]).toMatch(/^sourcedId,status,dateLastModified,enabledUser,/);
    // The ids the school's system sent are written back.
    expect(users).toContain(sample.files.users![0]!.sourcedId);
    expect(users).toContain(sample.files.users![0]!.userMasterIdentifier);
    const back = await suite.w.preview('oneRoster', zip);
    expect(back.rejections).toEqual([]);
    expect(back.counts).toMatchObject({ new: 0, changed: 0, rejected: 0 });
  });
});

describe('a school the portal keeps (every kind of value) exported and imported back', () => {
  let v: ImportWorld;
  const pick = <T>(items: readonly T[], i: number) => items[i % items.length]!;
  beforeAll(async () => {
    v = await buildImportWorld(suite.t);
    const rows = Array.from({ length: 60 }, (_, i) => [
      v.school.extendedSchoolCode,
      i % 3 === 0 ? String(i).padStart(7, '0') : `K${String(i).padStart(5, '0')}`,
      `back${i}@or.example.jp`,
      pick(['髙橋', '山﨑', '佐藤'], i),
      pick(['花子', '太郎', '德子'], i),
      pick(['タカハシ', 'ヤマサキ', 'サトウ'], i),
      pick(['ハナコ', 'タロウ', 'ノリコ'], i),
      `2008${String((i % 12) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}`,
      i % 5 === 0 ? '' : `090${String(10_000_000 + i * 7919).slice(-8)}`,
      pick(['1', '2', '3', '4', ''], i),
      String(2022 + (i % 4)),
      pick(['普通科', '情報科', ''], i),
      // 情報科's コース 情報科: a コース named as its 学科.
      i % 3 === 2 ? '' : pick(['', '総合コース', '情報科'], Math.floor(i / 3)),
      pick(['01', '02'], i),
      pick(['0', '1', '5'], i),
    ]);
    const header = ALL_STUDENT_HEADERS.slice(0, 15);
    const students = await v.preview('students', csvOf([header, ...rows]));
    expect(students.rejections).toEqual([]);
    await v.apply(students.importId);
    const accounts = await v.preview(
      'accounts',
      csvOf([
        ACCOUNT_HEADERS,
        [
          v.school.extendedSchoolCode,
          'ed@or.example.jp',
          'STAFF',
          'SCHOOL_EDITOR',
          '編集',
          '一郎',
          'ヘンシュウ',
          'イチロウ',
          '担任',
        ],
        [
          v.school.extendedSchoolCode,
          'tu@or.example.jp',
          'TUTOR',
          '',
          '指導',
          '二郎',
          'シドウ',
          'ジロウ',
          '',
        ],
        [
          v.school.extendedSchoolCode,
          'ot@or.example.jp',
          'OTHER',
          '',
          '事務',
          '三郎',
          'ジム',
          'サブロウ',
          '',
        ],
      ]),
    );
    await v.apply(accounts.importId);
  });

  it('changes nothing, and the second export names everyone as the first did', async () => {
    // Every school the administrator reaches: the import takes this school's org from it.
    const zip = await exported();
    const back = await v.preview('oneRoster', zip);
    expect(back.rejections).toEqual([]);
    expect(back.counts).toEqual({ new: 0, changed: 0, unchanged: 64, leaving: 0, rejected: 0 });
    await v.apply(back.importId);
    const usersOf = (file: Buffer) => strFromU8(unzipSync(new Uint8Array(file))['users.csv']!);
    expect(usersOf(await exported())).toBe(usersOf(zip));
    const again = await v.preview('oneRoster', await exported(), { markMissingAsLeaving: true });
    expect(again.counts).toEqual({ new: 0, changed: 0, unchanged: 64, leaving: 0, rejected: 0 });
  });
});
