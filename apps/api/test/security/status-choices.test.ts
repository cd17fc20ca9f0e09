import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, roleTypes, type RoleType } from '@tayori/contract';
import { suiteWorld, type TestContext } from '../harness';
import { buildStudent, buildUser } from '../factories';
import { buildStaffWorld, type StaffWorld } from '../staff-account-world';

/**
 * Spec 001 §4: DELETE is hidden from the status choices of every role but SYSTEM_ADMINISTRATOR and
 * VISTA_EDITOR, in the searches as in the edits: /api/v1/me names the caller's choices, and a
 * search or CSV asked for deleted accounts by another role answers choice_invalid. And a role is
 * only for STAFF: a staff search pairing one with another user type is refused.
 */
let t: TestContext;
let w: StaffWorld;
suiteWorld(buildStaffWorld, (built) => ({ t, w } = built));

const mayChooseDeleted = (role: RoleType) =>
  role === 'SYSTEM_ADMINISTRATOR' || role === 'VISTA_EDITOR';

const get = (url: string, role: RoleType, query: Record<string, string>) =>
  t.call({ method: 'GET', url, token: w.tokenOf(role), query });

describe('the status choices of each role', () => {
  it.each(roleTypes)('GET /api/v1/me of %s names them', async (role) => {
    const me = (await t.call({ method: 'GET', url: '/api/v1/me', token: w.tokenOf(role) })).json();
    expect(me.userStatusChoices).toEqual(
      mayChooseDeleted(role) ? ['ACTIVE', 'SUSPENDED', 'DELETE'] : ['ACTIVE', 'SUSPENDED'],
    );
  });

  it('a student, tutor or other chooses none', async () => {
    for (const id of [
      (await buildStudent(t.db, { school: w.school })).id,
      (await buildUser(t.db, { userType: 'TUTOR', schoolId: w.school.id })).id,
    ]) {
      const token = await t.tokenFor(id);
      const me = (await t.call({ method: 'GET', url: '/api/v1/me', token })).json();
      expect(me.userStatusChoices).toEqual([]);
    }
  });

  const school = () => w.school.extendedSchoolCode;
  it.each([
    ['/api/v1/tutors', ['SCHOOL_EDITOR', 'SCHOOL_VIEWER', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR']],
    ['/api/v1/tutors/csv', ['SCHOOL_EDITOR', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR']],
    [
      '/api/v1/students',
      ['SCHOOL_EDITOR', 'SCHOOL_VIEWER', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
    ],
    ['/api/v1/students/csv', ['SCHOOL_EDITOR', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR']],
  ] as const)(
    '%s with 削除 as a condition: only for the roles that may choose it',
    async (url, roles) => {
      for (const role of roles) {
        const deleted = await get(url, role, {
          extendedSchoolCode: school(),
          userStatusType: 'DELETE',
        });
        if (mayChooseDeleted(role)) expect(deleted.statusCode, `${url} ${role}`).toBe(200);
        else {
          expect(deleted.statusCode, `${url} ${role}`).toBe(400);
          expect(ErrorBody.parse(deleted.json()).fields).toEqual({
            userStatusType: messages.choice_invalid,
          });
          const active = await get(url, role, {
            extendedSchoolCode: school(),
            userStatusType: 'ACTIVE',
          });
          expect(active.statusCode, `${url} ${role}`).toBe(200);
        }
      }
    },
  );

  it.each(['/api/v1/staff', '/api/v1/staff/csv'])(
    '%s: a role with a user type other than STAFF is refused on the role',
    async (url) => {
      for (const userType of ['TUTOR', 'OTHER']) {
        const res = await get(url, 'SYSTEM_ADMINISTRATOR', { userType, roleType: 'SCHOOL_EDITOR' });
        expect(res.statusCode).toBe(400);
        expect(ErrorBody.parse(res.json()).fields).toEqual({ roleType: messages.choice_invalid });
      }
      const staff = await get(url, 'SYSTEM_ADMINISTRATOR', {
        userType: 'STAFF',
        roleType: 'SCHOOL_EDITOR',
      });
      expect(staff.statusCode).toBe(200);
      expect(
        (await get(url, 'SYSTEM_ADMINISTRATOR', { roleType: 'SCHOOL_EDITOR' })).statusCode,
      ).toBe(200);
    },
  );
});
