import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, TutorDetail, TutorUpdateBody, type RoleType } from '@tayori/contract';
import { users } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildUser } from '../../../test/factories';
import { accountEditCalls, editBodyOf } from '../../../test/account-edits';
import { buildStaffWorld, type StaffWorld } from '../../../test/staff-account-world';

let t: TestContext;
let w: StaffWorld;
suiteWorld(buildStaffWorld, (built) => ({ t, w } = built));

const { read, patch } = accountEditCalls(() => ({ t, w }), TutorDetail, '/api/v1/tutors');

// The tutor screen never sends the test-user flag: only SYSTEM_ADMINISTRATOR may change it.
const bodyOf = (d: TutorDetail) => editBodyOf(TutorUpdateBody, d, { notes: '' }, ['testUserFlag']);

const newTutor = (a3 = false, schoolId = w.school.id) =>
  buildUser(t.db, { userType: 'TUTOR', schoolId, a1License: !a3, a3License: a3 });

describe('PATCH /api/v1/tutors/{id} (spec 001 §2 "Tutor search and detail", §5)', () => {
  it('SCHOOL_EDITOR saves; seq goes up, audited; a stale seq answers 409 and changes nothing', async () => {
    const tutor = await newTutor();
    const before = await read(tutor.id, 'SCHOOL_EDITOR');
    const res = await patch(
      tutor.id,
      { ...bodyOf(before), lastName: '講師', notes: 'メモ' },
      'SCHOOL_EDITOR',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(TutorDetail.parse(res.json())).toMatchObject({ lastName: '講師', seq: before.seq + 1 });
    const [entry] = await w.auditOf(tutor.id);
    expect(entry).toMatchObject({ action: 'update', entity: 'tutor' });
    expect(entry?.detail).toMatchObject({ changed: ['lastName', 'notes'], lastName: '講師' });
    const stale = await patch(tutor.id, { ...bodyOf(before), lastName: '別' }, 'SCHOOL_EDITOR');
    expect(stale.statusCode).toBe(409);
    expect((await read(tutor.id)).lastName).toBe('講師');
  });

  it('checks the rules: names and kana required ≤ 50, one licence, kana katakana', async () => {
    const tutor = await newTutor();
    const body = bodyOf(await read(tutor.id));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ lastName: '' }, 'lastName', messages.required],
      [{ firstName: 'x'.repeat(51) }, 'firstName', messages.max_length(50)],
      [{ lastNameKana: '' }, 'lastNameKana', messages.required],
      [{ firstNameKana: 'abc' }, 'firstNameKana', messages.kana_format],
      [{ a1License: true, a3License: true }, 'a3License', messages.license_one_required],
      [{ a1License: false, a3License: false }, 'a3License', messages.license_one_required],
      [{ notes: 'x'.repeat(1001) }, 'notes', messages.max_length(1000)],
    ];
    for (const [change, field, message] of cases) {
      const res = await patch(tutor.id, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(ErrorBody.parse(res.json()).fields?.[field], JSON.stringify(change)).toBe(message);
    }
    expect((await read(tutor.id)).seq).toBe(body.seq);
  });

  it('the test-user flag: SYSTEM_ADMINISTRATOR only (SCHOOL_EDITOR sending it: 403)', async () => {
    const tutor = await newTutor();
    const body = bodyOf(await read(tutor.id));
    const denied = await patch(tutor.id, { ...body, testUserFlag: true }, 'SCHOOL_EDITOR');
    expect(denied.statusCode).toBe(403);
    const res = await patch(tutor.id, { ...body, testUserFlag: true });
    expect(TutorDetail.parse(res.json()).testUserFlag).toBe(true);
    // Saved by SCHOOL_EDITOR without the flag, it stays.
    const again = await patch(tutor.id, { ...body, seq: body.seq + 1 }, 'SCHOOL_EDITOR');
    expect(again.statusCode, again.body).toBe(200);
    expect((await read(tutor.id)).testUserFlag).toBe(true);
  });

  it('viewers may not edit; out of reach is 404; DELETE is not SCHOOL_EDITOR’s choice; deleted is read-only', async () => {
    const tutor = await newTutor();
    const body = bodyOf(await read(tutor.id));
    expect((await patch(tutor.id, body, 'VISTA_EDITOR')).statusCode).toBe(403);
    expect((await patch(tutor.id, body, 'SCHOOL_VIEWER')).statusCode).toBe(403);
    const far = await newTutor(false, w.other.id);
    expect((await patch(far.id, bodyOf(await read(far.id)), 'SCHOOL_EDITOR')).statusCode).toBe(404);
    expect((await patch(w.staff.VISTA_VIEWER.id, body)).statusCode).toBe(404);
    const del = await patch(tutor.id, { ...body, userStatusType: 'DELETE' }, 'SCHOOL_EDITOR');
    expect(ErrorBody.parse(del.json()).fields?.userStatusType).toBe(messages.choice_invalid);
    expect((await patch(tutor.id, { ...body, userStatusType: 'DELETE' })).statusCode).toBe(200);
    const after = await read(tutor.id);
    expect(after.abilities).toMatchObject({ edit: false, issueTemporaryPassword: false });
    expect((await patch(tutor.id, bodyOf(after))).statusCode).toBe(409);
  });

  it('leaving ACTIVE ends the tutor’s API access at once', async () => {
    const tutor = await newTutor();
    const token = await t.tokenFor(tutor.id);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(200);
    const body = { ...bodyOf(await read(tutor.id)), userStatusType: 'SUSPENDED' };
    expect((await patch(tutor.id, body, 'SCHOOL_EDITOR')).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(401);
  });
});

describe('the A3 limit on tutors (spec 001 §8)', () => {
  it('refuses an A3 licence past the school limit with the spec message', async () => {
    await w.setA3Limit(0);
    const tutor = await newTutor();
    const res = await patch(tutor.id, {
      ...bodyOf(await read(tutor.id)),
      a1License: false,
      a3License: true,
    });
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).messages).toEqual([messages.conflict_a3_license_limit]);
    expect((await read(tutor.id)).a3License).toBe(false);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the two run on two connections and only the school row's
  // lock serialises them.
  it('two editors granting the last licence at once: exactly one wins', async () => {
    const [a, b] = [await newTutor(), await newTutor()];
    await t.db.update(users).set({ a3License: false }).where(eq(users.schoolId, w.school.id));
    await w.setA3Limit(1);
    const bodies = await Promise.all([read(a.id), read(b.id)]);
    const results = await Promise.all([
      patch(a.id, { ...bodyOf(bodies[0]!), a1License: false, a3License: true }),
      patch(b.id, { ...bodyOf(bodies[1]!), a1License: false, a3License: true }, 'SCHOOL_EDITOR'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/v1/users/{uid}/temporary-password for a tutor', () => {
  it('SCHOOL_EDITOR issues one for a tutor of their school; SCHOOL_VIEWER may not', async () => {
    const tutor = await newTutor();
    const issue = (role: RoleType) =>
      t.call({
        method: 'POST',
        url: `/api/v1/users/${tutor.id}/temporary-password`,
        token: w.tokenOf(role),
        body: { userType: 'TUTOR' },
      });
    expect((await issue('SCHOOL_VIEWER')).statusCode).toBe(403);
    const res = await issue('SCHOOL_EDITOR');
    expect(res.statusCode, res.body).toBe(200);
    expect(typeof res.json().temporaryPassword).toBe('string');
  });
});
