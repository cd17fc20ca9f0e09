import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ErrorBody, messages, Profile } from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildStaff, buildStudent, buildUser } from '../../../test/factories';
import { auditLog } from '../../db/schema';

let t: TestContext;
suiteContext((context) => (t = context));

const patch = async (userId: string, body: unknown) =>
  t.call({ method: 'PATCH', url: '/api/v1/users', token: await t.tokenFor(userId), body });

describe('GET /api/v1/users/', () => {
  it('answers the own profile at the spec path with its trailing slash', async () => {
    const student = await buildStudent(t.db, { user: { jid: 'J123' } });
    const res = await t.getAs(student.id, '/api/v1/users/');
    expect(res.statusCode).toBe(200);
    expect(Profile.parse(res.json())).toEqual({
      schoolName: student.school.name,
      lastName: student.lastName,
      firstName: student.firstName,
      jid: 'J123',
      seq: 1,
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/users/' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/users', () => {
  it('saves the JID of a STAFF user, increments seq and records an audit entry', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER' });
    const res = await patch(staff.id, { jid: 'Abc123', seq: 1 });
    expect(res.statusCode).toBe(200);
    expect(Profile.parse(res.json())).toMatchObject({ jid: 'Abc123', seq: 2 });
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, staff.id)));
    expect(entries).toEqual([expect.objectContaining({ actorUserId: staff.id, action: 'update' })]);
  });

  it('saves a JID typed in full width with an IME as half-width (spec 001 §5)', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    const res = await patch(staff.id, { jid: 'Ｊｉｄ１２３', seq: 1 });
    expect(res.statusCode).toBe(200);
    expect(Profile.parse(res.json())).toMatchObject({ jid: 'Jid123', seq: 2 });
  });

  it('answers 409 conflict to a stale seq and changes nothing', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', jid: 'OLD', seq: 3 });
    const res = await patch(staff.id, { jid: 'NEW', seq: 2 });
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json())).toEqual({
      errorType: 'conflict',
      messages: [messages.conflict],
    });
    const profile = await t.getAs(staff.id, '/api/v1/users/');
    expect(profile.json()).toMatchObject({ jid: 'OLD', seq: 3 });
  });

  it.each([
    ['missing', { seq: 1 }],
    ['empty', { jid: '', seq: 1 }],
    ['too long', { jid: 'A'.repeat(17), seq: 1 }],
    ['not alphanumeric', { jid: 'ab-12', seq: 1 }],
    ['not alphanumeric in full width', { jid: 'ＡＢ－１２', seq: 1 }],
  ])('answers 400 with the jid_required message when the JID is %s', async (_case, body) => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    const res = await patch(staff.id, body);
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json())).toEqual({
      errorType: 'validationError',
      messages: [messages.validation_incorrect],
      fields: { jid: messages.jid_required },
    });
  });

  it.each([
    ['past PostgreSQL integers', 2 ** 31],
    ['negative', -1],
    ['not whole', 1.5],
  ])('answers 400 to a seq %s and changes nothing', async (_case, seq) => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR', jid: 'OLD' });
    const res = await patch(staff.id, { jid: 'NEW', seq });
    expect(res.statusCode).toBe(400);
    expect(ErrorBody.parse(res.json())).toEqual({
      errorType: 'validationError',
      messages: [messages.validation_incorrect],
      fields: { seq: messages.validation_incorrect },
    });
    const profile = await t.getAs(staff.id, '/api/v1/users/');
    expect(profile.json()).toMatchObject({ jid: 'OLD', seq: 1 });
  });

  it('accepts a JID of exactly 16 alphanumerics', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_EDITOR' });
    expect((await patch(staff.id, { jid: 'A1'.repeat(8), seq: 1 })).statusCode).toBe(200);
  });

  it('answers 403 to students, tutors and others, and 401 without a token', async () => {
    for (const user of [
      await buildStudent(t.db),
      await buildUser(t.db, { userType: 'TUTOR' }),
      await buildUser(t.db, { userType: 'OTHER' }),
    ]) {
      const res = await patch(user.id, { jid: 'X1', seq: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json().errorType).toBe('forbidden');
    }
    expect(
      (await t.call({ method: 'PATCH', url: '/api/v1/users', body: { jid: 'X1', seq: 1 } }))
        .statusCode,
    ).toBe(401);
  });
});
