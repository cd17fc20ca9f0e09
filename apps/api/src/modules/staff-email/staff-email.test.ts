import { describe, expect, it } from 'vitest';
import { messages, StaffEmailAddressResponse, staffEmailResultMax } from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import {
  buildSchool,
  buildSchoolGroup,
  buildStaff,
  buildStudent,
  buildUser,
} from '../../../test/factories';
import { users } from '../../db/schema';

/** GET /api/v1/staff/email-address (spec 001 §2, §5, §7). */

let t: TestContext;
suiteContext((context) => (t = context));

const search = async (userId: string, query: Record<string, string>) =>
  t.getAs(userId, '/api/v1/staff/email-address', query);
const found = async (userId: string, query: Record<string, string>) => {
  const res = await search(userId, query);
  expect(res.statusCode).toBe(200);
  return StaffEmailAddressResponse.parse(res.json());
};
const addresses = (r: StaffEmailAddressResponse) =>
  r.emailAddressInfoList.flatMap((g) => g.emailAddressList.map((row) => row.emailAddress));

describe('GET /api/v1/staff/email-address', () => {
  it('lists ACTIVE staff of a school by kana, never students, tutors or inactive staff', async () => {
    const school = await buildSchool(t.db);
    const admin = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' });
    const b = await buildStaff(t.db, {
      roleType: 'SCHOOL_EDITOR',
      school,
      lastName: '山田',
      firstName: '花子',
      lastNameKana: 'ヤマダ',
      firstNameKana: 'ハナコ',
    });
    const a = await buildStaff(t.db, {
      roleType: 'SCHOOL_VIEWER',
      school,
      lastName: '阿部',
      firstName: '一郎',
      lastNameKana: 'アベ',
      firstNameKana: 'イチロウ',
    });
    await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER', school, status: 'SUSPENDED' });
    await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER', school, status: 'DELETE' });
    await buildStudent(t.db, { school });
    await buildUser(t.db, { userType: 'TUTOR', schoolId: school.id });
    await buildUser(t.db, { userType: 'OTHER', schoolId: school.id });
    const r = await found(admin.id, { extendedSchoolCode: school.extendedSchoolCode });
    expect(r).toEqual({
      emailAddressInfoList: [
        {
          extendedSchoolCode: school.extendedSchoolCode,
          schoolName: school.name,
          emailAddressList: [a, b].map((s) => ({
            lastName: s.lastName,
            firstName: s.firstName,
            lastNameKana: s.lastNameKana,
            firstNameKana: s.firstNameKana,
            emailAddress: s.email,
          })),
        },
      ],
      emailAddressInfoTotalCount: 2,
    });
  });

  it('finds by any part of a name and by kana typed in hiragana, grouped per school', async () => {
    const [one, two] = [await buildSchool(t.db), await buildSchool(t.db)];
    const admin = await buildStaff(t.db, { roleType: 'VISTA_EDITOR' });
    const tag = `検索${one.id}`;
    const x = await buildStaff(t.db, {
      roleType: 'SCHOOL_EDITOR',
      school: one,
      lastName: `大${tag}川`,
      lastNameKana: `オオカワ${'ア'.repeat(3)}`,
    });
    const y = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', school: two, lastName: tag });
    const byName = await found(admin.id, { lastName: tag });
    expect(byName.emailAddressInfoList.map((g) => g.schoolName)).toEqual([one.name, two.name]);
    expect(addresses(byName)).toEqual([x.email, y.email]);
    const byKana = await found(admin.id, {
      extendedSchoolCode: one.extendedSchoolCode,
      lastNameKana: 'かわあああ',
    });
    expect(addresses(byKana)).toEqual([x.email]);
  });

  it('matches % and _ as themselves', async () => {
    const school = await buildSchool(t.db);
    const admin = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR', school });
    const odd = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', school, firstName: '50%_x' });
    const q = { extendedSchoolCode: school.extendedSchoolCode };
    expect(addresses(await found(admin.id, { ...q, firstName: '%_' }))).toEqual([odd.email]);
    expect(addresses(await found(admin.id, { ...q, firstName: '0_x%' }))).toEqual([]);
  });

  it("gives SCHOOL_* roles their school groups' staff only; others every school's", async () => {
    const group = await buildSchoolGroup(t.db);
    const mine = await buildSchool(t.db, { schoolGroupId: group.id });
    const theirs = await buildSchool(t.db);
    const tag = `範囲${mine.id}`;
    const me = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER', school: mine, lastName: tag });
    const them = await buildStaff(t.db, {
      roleType: 'SCHOOL_EDITOR',
      school: theirs,
      lastName: tag,
    });
    const vista = await buildStaff(t.db, { roleType: 'VISTA_VIEWER' });
    expect(addresses(await found(me.id, { lastName: tag }))).toEqual([me.email]);
    expect(addresses(await found(vista.id, { lastName: tag }))).toEqual([me.email, them.email]);
    const res = await search(me.id, { extendedSchoolCode: theirs.extendedSchoolCode });
    expect(res.statusCode).toBe(404);
    expect((await search(me.id, { extendedSchoolCode: 'S-NONE' })).statusCode).toBe(404);
  });

  it(`answers at most ${staffEmailResultMax} rows and the total of every match`, async () => {
    const school = await buildSchool(t.db);
    const admin = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR', school });
    await t.db.insert(users).values(
      Array.from({ length: staffEmailResultMax + 5 }, (_, i) => ({
        userType: 'STAFF' as const,
        roleType: 'SCHOOL_VIEWER' as const,
        email: `many-${school.id}-${i}@test.tayori.example`,
        lastName: '多数',
        firstName: `${i}`,
        lastNameKana: 'タスウ',
        schoolId: school.id,
      })),
    );
    const r = await found(admin.id, { extendedSchoolCode: school.extendedSchoolCode });
    expect(r.emailAddressInfoTotalCount).toBe(staffEmailResultMax + 6);
    expect(addresses(r)).toHaveLength(staffEmailResultMax);
  });

  it.each([
    ['no condition', {}, 'request', messages.search_condition_required],
    [
      'only empty conditions',
      { lastName: '', firstNameKana: '' },
      'request',
      messages.search_condition_required,
    ],
    ['a name over 50', { lastName: 'あ'.repeat(51) }, 'lastName', messages.max_length(50)],
    ['kana over 50', { lastNameKana: 'ア'.repeat(51) }, 'lastNameKana', messages.max_length(50)],
    ['kana that is not kana', { firstNameKana: 'abc' }, 'firstNameKana', messages.kana_format],
    [
      'a malformed school code',
      { extendedSchoolCode: '../x' },
      'extendedSchoolCode',
      messages.validation_incorrect,
    ],
  ])(
    'refuses %s with 400 and the field message (spec 001 §5)',
    async (_, query, field, message) => {
      const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
      const res = await search(staff.id, query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorType: 'validationError',
        fields: { [field]: message },
      });
    },
  );

  it('is for STAFF only: 401 without a token, 403 for students, tutors and others', async () => {
    const q = { lastName: '山' };
    const anonymous = await t.call({ method: 'GET', url: '/api/v1/staff/email-address', query: q });
    expect(anonymous.statusCode).toBe(401);
    for (const user of [
      await buildStudent(t.db),
      await buildUser(t.db, { userType: 'TUTOR' }),
      await buildUser(t.db, { userType: 'OTHER' }),
    ]) {
      expect((await search(user.id, q)).statusCode).toBe(403);
    }
  });
});
