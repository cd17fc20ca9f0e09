import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_HEADER,
  STUDENT_HEADER,
  csvOf,
  importSuite,
  sampleAccountRow,
  studentRow,
} from '../../../test/roster-import-world';
import { students, users } from '../../db/schema';

const suite = importSuite();

// docs/decisions/roster-import.md: each row sets the values the preview found, so applying twice
// changes nothing more. The same file previewed twice (two tabs, two administrators) and both
// applied: the second finds the accounts the first created, and is applied, not stuck failing.
describe('two previews of one file, both applied', () => {
  it('students: the second finds the students the first created', async () => {
    const code = suite.w.school.extendedSchoolCode;
    const file = csvOf([STUDENT_HEADER, studentRow(code, 'st0001', 'stale.example.jp')]);
    const first = await suite.w.preview('students', file);
    const second = await suite.w.preview('students', file);
    expect(second.counts).toMatchObject({ new: 1 });
    expect((await suite.w.apply(first.importId)).status).toBe('applied');
    expect((await suite.w.apply(second.importId)).status).toBe('applied');
    const rows = await suite.t.db
      .select({ number: students.studentNumber, email: users.email })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(students.schoolId, suite.w.school.id));
    expect(rows).toEqual([{ number: 'st0001', email: 'st0001@stale.example.jp' }]);
  }, 60_000);

  it('accounts: the second finds the accounts the first created', async () => {
    const file = csvOf([
      ACCOUNT_HEADER,
      sampleAccountRow(1, suite.w.school.extendedSchoolCode, 'tu@stale.example.jp'),
    ]);
    const first = await suite.w.preview('accounts', file);
    const second = await suite.w.preview('accounts', file);
    expect((await suite.w.apply(first.importId)).status).toBe('applied');
    expect((await suite.w.apply(second.importId)).status).toBe('applied');
    const rows = await suite.t.db
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.email, 'tu@stale.example.jp'));
    expect(rows).toEqual([{ userType: 'TUTOR' }]);
  }, 60_000);
});
