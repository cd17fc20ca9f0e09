import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorBody, messages, StaffDetail, StaffUpdateBody } from '@tayori/contract';
import { users } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildUser } from '../../../test/factories';
import { accountEditCalls, editBodyOf } from '../../../test/account-edits';
import { buildStaffWorld, type StaffWorld } from '../../../test/staff-account-world';

let t: TestContext;
let w: StaffWorld;
suiteWorld(buildStaffWorld, (built) => ({ t, w } = built));

const { read, patch } = accountEditCalls(() => ({ t, w }), StaffDetail, '/api/v1/staff');

const bodyOf = (d: StaffDetail) =>
  editBodyOf(StaffUpdateBody, d, { extendedSchoolCode: '', billingCode: '3', notes: '' });

const newAccount = (a3 = false) =>
  buildUser(t.db, {
    userType: 'OTHER',
    schoolId: w.school.id,
    a1License: !a3,
    a3License: a3,
    lastNameKana: 'タナカ',
    firstNameKana: 'ハナコ',
  });

describe('PATCH /api/v1/staff/{id}', () => {
  it('saves, adds one to seq, audits; a stale seq answers 409 and changes nothing', async () => {
    const account = await newAccount();
    const before = await read(account.id);
    const res = await patch(account.id, {
      ...bodyOf(before),
      userType: 'STAFF',
      roleType: 'VISTA_VIEWER',
      billingCode: '1',
      billingId: w.billingId,
      notes: 'メモ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffDetail.parse(res.json())).toMatchObject({
      userType: 'STAFF',
      roleType: 'VISTA_VIEWER',
      billingName: 'テスト学校請求',
      seq: before.seq + 1,
    });
    const [entry] = await w.auditOf(account.id);
    expect(entry).toMatchObject({ action: 'update', entity: 'staff' });
    const stale = await patch(account.id, { ...bodyOf(before), lastName: '別' });
    expect(stale.statusCode).toBe(409);
    expect((await read(account.id)).lastName).toBe(before.lastName);
  });

  it('the detail names who last updated the account (spec 001 §3 stamps), not only its id', async () => {
    const account = await newAccount();
    const res = await patch(account.id, { ...bodyOf(await read(account.id)), notes: '名前' });
    expect(res.statusCode, res.body).toBe(200);
    const after = StaffDetail.parse(res.json());
    const [editor] = await t.db
      .select({ lastName: users.lastName, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, after.upduserId!));
    expect(after.upduserName).toBe(`${editor!.lastName} ${editor!.firstName}`);
    expect(after.reguserName).toBeNull();
  });

  it('checks the rules: role only for STAFF, billing name unless code 3, one licence', async () => {
    const account = await newAccount();
    const body = bodyOf(await read(account.id));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ userType: 'STAFF', roleType: null }, 'roleType', messages.required],
      [{ userType: 'OTHER', roleType: 'VISTA_EDITOR' }, 'roleType', messages.choice_invalid],
      [{ billingCode: '1', billingId: null }, 'billingId', messages.required],
      [{ a1License: true, a3License: true }, 'a3License', messages.license_one_required],
      [{ a1License: false, a3License: false }, 'a3License', messages.license_one_required],
      [{ lastName: '' }, 'lastName', messages.required],
      [{ notes: 'x'.repeat(1001) }, 'notes', messages.max_length(1000)],
    ];
    for (const [change, field, message] of cases) {
      const res = await patch(account.id, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(ErrorBody.parse(res.json()).fields?.[field]).toBe(message);
    }
    // Code 3 takes no billing name, whatever is sent.
    const none = await patch(account.id, { ...body, billingCode: '3', billingId: w.billingId });
    expect(StaffDetail.parse(none.json())).toMatchObject({ billingCode: '3', billingId: null });
  });

  it('an administrator may not change their own user type, role or status; their name they may', async () => {
    const me = w.staff.SYSTEM_ADMINISTRATOR;
    const body = bodyOf(await read(me.id));
    const cases: [Record<string, unknown>, string][] = [
      [{ userType: 'TUTOR', roleType: null }, 'userType'],
      [{ roleType: 'SCHOOL_VIEWER' }, 'roleType'],
      [{ userStatusType: 'SUSPENDED' }, 'userStatusType'],
      [{ userStatusType: 'DELETE' }, 'userStatusType'],
    ];
    for (const [change, field] of cases) {
      const res = await patch(me.id, { ...body, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(ErrorBody.parse(res.json()).fields?.[field]).toBe(messages.staff_own_account);
    }
    const after = await read(me.id);
    expect(after).toMatchObject({ roleType: 'SYSTEM_ADMINISTRATOR', userStatusType: 'ACTIVE' });
    const renamed = await patch(me.id, { ...body, notes: '自分の備考' });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('VISTA_EDITOR may not edit; a deleted account is read-only', async () => {
    const account = await newAccount();
    const body = bodyOf(await read(account.id));
    expect((await patch(account.id, body, 'VISTA_EDITOR')).statusCode).toBe(403);
    const deleted = await patch(account.id, { ...body, userStatusType: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    const after = await read(account.id);
    expect(after.abilities.edit).toBe(false);
    expect((await patch(account.id, bodyOf(after))).statusCode).toBe(409);
  });

  it('leaving ACTIVE ends the account’s API access at once', async () => {
    const account = await newAccount();
    const token = await t.tokenFor(account.id);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(200);
    const res = await patch(account.id, {
      ...bodyOf(await read(account.id)),
      userStatusType: 'SUSPENDED',
    });
    expect(res.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/v1/me', token })).statusCode).toBe(401);
  });
});

describe('the A3 limit (spec 001 §8)', () => {
  it('refuses an A3 licence past the school limit with the spec message', async () => {
    await w.setA3Limit(1);
    await newAccount(true);
    const account = await newAccount();
    const res = await patch(account.id, {
      ...bodyOf(await read(account.id)),
      a1License: false,
      a3License: true,
    });
    expect(res.statusCode).toBe(409);
    expect(ErrorBody.parse(res.json()).messages).toEqual([messages.conflict_a3_license_limit]);
    // Editing an account that already holds one is never refused.
    const holder = await newAccount(true);
    const keep = await patch(holder.id, { ...bodyOf(await read(holder.id)), lastName: '保持' });
    expect(keep.statusCode, keep.body).toBe(200);
  });

  // On PostgreSQL (TEST_DATABASE_URL) the two run on two connections; without the school row's
  // lock both were granted in every run tried.
  it('two administrators granting the last licence at once: exactly one wins', async () => {
    await w.setA3Limit(0);
    const [a, b] = [await newAccount(), await newAccount()];
    await t.db.update(users).set({ a3License: false }).where(eq(users.schoolId, w.school.id));
    await w.setA3Limit(1);
    const bodies = await Promise.all([read(a.id), read(b.id)]);
    const results = await Promise.all(
      bodies.map((d) => patch(d.uid, { ...bodyOf(d), a1License: false, a3License: true })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
