import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import {
  buildImportWorld,
  csvOf,
  STUDENT_HEADER,
  type ImportWorld,
} from '../../../test/roster-import-world';
import { students, users } from '../../db/schema';

let t: TestContext;
let w: ImportWorld;
beforeAll(async () => {
  t = await createTestContext();
  w = await buildImportWorld(t);
});
afterAll(() => t.close());

const ACCOUNT_HEADER = [
  '学校コード',
  'サインインID',
  '利用者種別',
  '権限',
  '姓',
  '名',
  '姓カナ',
  '名カナ',
];

// docs/decisions/roster-import.md: each row sets the values the preview found, so applying twice
// changes nothing more. The same file previewed twice (two tabs, two administrators) and both
// applied: the second finds the accounts the first created, and is applied, not stuck failing.
describe('two previews of one file, both applied', () => {
  it('students: the second finds the students the first created', async () => {
    const code = w.school.extendedSchoolCode;
    const file = csvOf([
      STUDENT_HEADER,
      [
        code,
        'st0001',
        'st0001@stale.example.jp',
        '山田',
        '太郎',
        'ヤマダ',
        'タロウ',
        '20090402',
        '',
        '1',
      ],
    ]);
    const first = await w.preview('students', file);
    const second = await w.preview('students', file);
    expect(second.counts).toMatchObject({ new: 1 });
    expect((await w.apply(first.importId)).status).toBe('applied');
    expect((await w.apply(second.importId)).status).toBe('applied');
    const rows = await t.db
      .select({ number: students.studentNumber, email: users.email })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, w.school.id));
    expect(rows).toEqual([{ number: 'st0001', email: 'st0001@stale.example.jp' }]);
  }, 60_000);

  it('accounts: the second finds the accounts the first created', async () => {
    const file = csvOf([
      ACCOUNT_HEADER,
      [
        w.school.extendedSchoolCode,
        'tu@stale.example.jp',
        'TUTOR',
        '',
        '田中',
        '次郎',
        'タナカ',
        'ジロウ',
      ],
    ]);
    const first = await w.preview('accounts', file);
    const second = await w.preview('accounts', file);
    expect((await w.apply(first.importId)).status).toBe('applied');
    expect((await w.apply(second.importId)).status).toBe('applied');
    const rows = await t.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.email, 'tu@stale.example.jp'));
    expect(rows).toEqual([{ userType: 'TUTOR' }]);
  }, 60_000);
});
