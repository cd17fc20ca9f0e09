import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import { csvOf, importSuite } from '../../../test/roster-import-world';
import { users } from '../../db/schema';

const suite = importSuite();

const header = ['学校コード', 'サインインID', '利用者種別', '権限', '姓', '名', '姓カナ', '名カナ'];
const own = (userType: string, roleType: string, last = '試験') => [
  suite.w.school.extendedSchoolCode,
  suite.w.admin.email,
  userType,
  roleType,
  last,
  '太郎',
  'シケン',
  'タロウ',
];

// docs/decisions/roster-import.md: the administrator importing never locks themself out. A row
// that made them a tutor, or another role, would take the import screen (and every
// SYSTEM_ADMINISTRATOR screen) from them once applied.
describe("the importing administrator's own row", () => {
  it('may not change their user type or role; their name may change', async () => {
    const tutor = await suite.w.preview('accounts', csvOf([header, own('TUTOR', '')]));
    expect(tutor.rejections).toEqual([
      { line: 2, column: '利用者種別', message: messages.import_own_role },
    ]);
    const viewer = await suite.w.preview(
      'accounts',
      csvOf([header, own('STAFF', 'SCHOOL_VIEWER')]),
    );
    expect(viewer.rejections).toEqual([
      { line: 2, column: '権限', message: messages.import_own_role },
    ]);

    const renamed = await suite.w.preview(
      'accounts',
      csvOf([header, own('STAFF', 'SYSTEM_ADMINISTRATOR', '新姓')]),
    );
    expect(renamed.counts).toMatchObject({ changed: 1, rejected: 0 });
    await suite.w.apply(renamed.importId);
    const [me] = await suite.t.db.select().from(users).where(eq(users.id, suite.w.admin.id));
    expect(me).toMatchObject({
      lastName: '新姓',
      userType: 'STAFF',
      roleType: 'SYSTEM_ADMINISTRATOR',
    });
  }, 60_000);
});
