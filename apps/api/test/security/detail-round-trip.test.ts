import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleTypes, type RoleType } from '@tayori/contract';
import { users } from '../../src/db/schema';
import { suiteWorld, type TestContext } from '../harness';
import { buildStudent, buildUser } from '../factories';
import { buildStaffWorld, type StaffWorld } from '../staff-account-world';

/**
 * What a caller read, it can send back (spec 001 §7's detail and PATCH pairs): the answer of each
 * detail, sent back as it is but for one field the caller may change, saves that field and leaves
 * the rest as it was, for every role that may edit. Fields the caller is shown but may not change
 * (or is not shown: null) are accepted as given; only a different value of one is refused.
 */
let t: TestContext;
let w: StaffWorld;
suiteWorld(buildStaffWorld, (built) => ({ t, w } = built));

type Json = Record<string, unknown>;
const get = async (url: string, token: string) => {
  const res = await t.call({ method: 'GET', url, token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as Json;
};
const patch = (url: string, token: string, body: Json) =>
  t.call({ method: 'PATCH', url, token, body });

/** The answer's fields but the ones that describe the record or the caller, which change anyway. */
const stable = ({ seq: _s, updateDate: _u, upduserId: _i, upduserName: _n, ...rest }: Json) => rest;

/** Sends the detail back with `change`, then checks that only `change` is different. */
async function roundTrip(detailUrl: string, patchUrl: string, token: string, change: Json) {
  const before = await get(detailUrl, token);
  const res = await patch(patchUrl, token, { ...before, ...change });
  expect(res.statusCode, `${patchUrl}: ${res.body}`).toBe(200);
  const after = await get(detailUrl, token);
  expect(stable(after)).toEqual(stable({ ...before, ...change }));
  expect(after.seq).toBe(Number(before.seq) + 1);
  return before;
}

describe('a detail sent back to its PATCH', () => {
  it.each(['SCHOOL_EDITOR', 'SYSTEM_ADMINISTRATOR'] as RoleType[])(
    'tutor, by %s: saves the changed note, leaves the rest; a hidden test-user flag comes back as given',
    async (role) => {
      const tutor = await buildUser(t.db, {
        userType: 'TUTOR',
        schoolId: w.school.id,
        a1License: true,
        testUserFlag: true,
      });
      const url = `/api/v1/tutors/${tutor.id}`;
      const before = await roundTrip(`${url}/detail`, url, w.tokenOf(role), { notes: '面談済み' });
      if (role === 'SCHOOL_EDITOR') {
        expect(before.testUserFlag).toBeNull();
        // The stored value (true, not shown to this role) sent back is no change; false is one.
        const same = await patch(url, w.tokenOf(role), {
          ...before,
          seq: Number(before.seq) + 1,
          testUserFlag: true,
        });
        expect(same.statusCode, same.body).toBe(200);
        const other = await get(`${url}/detail`, w.tokenOf(role));
        const changed = await patch(url, w.tokenOf(role), { ...other, testUserFlag: false });
        expect(changed.statusCode).toBe(403);
        expect((await get(`${url}/detail`, w.tokenOf('SYSTEM_ADMINISTRATOR'))).testUserFlag).toBe(
          true,
        );
      }
    },
  );

  it('staff, by SYSTEM_ADMINISTRATOR: another account and its own', async () => {
    const token = w.tokenOf('SYSTEM_ADMINISTRATOR');
    // Every staff account has a billing code (spec 001 §5); the world's were built without one.
    await t.db.update(users).set({ billingCode: '3' }).where(eq(users.schoolId, w.school.id));
    for (const role of roleTypes) {
      const id = w.staff[role].id;
      await roundTrip(`/api/v1/staff/${id}/detail`, `/api/v1/staff/${id}`, token, {
        notes: `${role}の備考`,
      });
    }
    const other = await buildUser(t.db, {
      userType: 'OTHER',
      schoolId: w.school.id,
      a1License: true,
      billingCode: '3',
    });
    await roundTrip(`/api/v1/staff/${other.id}/detail`, `/api/v1/staff/${other.id}`, token, {
      lastName: '変更',
    });
  });

  it('student, by SYSTEM_ADMINISTRATOR: with and without a phone, year or note', async () => {
    const token = w.tokenOf('SYSTEM_ADMINISTRATOR');
    const students = [
      await buildStudent(t.db, {
        school: w.school,
        user: { billingCode: '1', billingId: w.billingId, notes: '配慮事項' },
        student: { courseYear: 2, isCareful: true },
      }),
      await buildStudent(t.db, {
        school: w.school,
        user: { billingCode: '3', billingId: null, notes: null },
        student: { phoneNumber: null, schoolYear: -1, courseYear: 1 },
      }),
    ];
    for (const s of students)
      await roundTrip(`/api/v1/students/${s.id}/detail`, `/api/v1/students/${s.id}`, token, {
        firstName: '更新',
      });
  });

  it.each(roleTypes)(
    'profile, by %s: GET /api/v1/users/ sent back with a new JID',
    async (role) => {
      await roundTrip('/api/v1/users/', '/api/v1/users', w.tokenOf(role), {
        jid: `J${roleTypes.indexOf(role)}X`,
      });
    },
  );

  it.each(['STUDENT', 'TUTOR', 'OTHER'] as const)(
    'profile, by %s: nothing to change (§2: only STAFF edit the JID), sent back or not',
    async (userType) => {
      const id =
        userType === 'STUDENT'
          ? (await buildStudent(t.db, { school: w.school })).id
          : (await buildUser(t.db, { userType, schoolId: w.school.id })).id;
      const token = await t.tokenFor(id);
      const before = await get('/api/v1/users/', token);
      expect((await patch('/api/v1/users', token, before)).statusCode).toBe(403);
      expect(await get('/api/v1/users/', token)).toEqual(before);
    },
  );
});
