import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBody, StaffSecondFactors, messages } from '@tayori/contract';
import type { RoleType } from '@tayori/contract';
import { passkeys } from '@tayori/idp/schema';
import { auditLog, outboxMessages } from '../../db/schema';
import { suiteWorld, type TestContext } from '../../../test/harness';
import { buildStaff, storeSecondFactors } from '../../../test/factories';
import { buildStaffWorld, type StaffWorld } from '../../../test/staff-account-world';

let t: TestContext;
let w: StaffWorld;
suiteWorld(buildStaffWorld, (built) => ({ t, w } = built));

const url = (id: string) => `/api/v1/staff/${id}/second-factors`;
const call = (method: 'GET' | 'DELETE', id: string, role: RoleType = 'SYSTEM_ADMINISTRATOR') =>
  t.call({ method, url: url(id), token: w.tokenOf(role) });

/** A staff member with an authenticator app (used yesterday), a passkey and ten codes, one used. */
async function enrolledStaff(roleType: RoleType = 'SCHOOL_EDITOR') {
  const user = await buildStaff(t.db, { roleType, school: w.school });
  const added = new Date('2026-06-01T01:00:00Z');
  const used = new Date('2026-06-14T23:30:00Z');
  await storeSecondFactors(t.db, user.id, { added, used, passkey: true, codes: 10, codesUsed: 1 });
  return user;
}

describe('the staff detail’s second factors', () => {
  it('lists each factor with when it was added and last used, and whether one is required', async () => {
    const user = await enrolledStaff();
    const res = await call('GET', user.id, 'VISTA_EDITOR');
    expect(res.statusCode, res.body).toBe(200);
    expect(StaffSecondFactors.parse(res.json())).toEqual({
      factors: [
        {
          kind: 'TOTP',
          createdAt: '2026-06-01T01:00:00.000Z',
          lastUsedAt: '2026-06-14T23:30:00.000Z',
        },
        { kind: 'PASSKEY', createdAt: '2026-06-01T01:00:00.000Z', lastUsedAt: null },
        {
          kind: 'RECOVERY_CODES',
          createdAt: '2026-06-01T01:00:00.000Z',
          lastUsedAt: '2026-06-14T23:30:00.000Z',
          remaining: 9,
        },
      ],
      required: true,
      managed: true,
      // VISTA_EDITOR sees, only SYSTEM_ADMINISTRATOR resets.
      abilities: { reset: false },
    });
    expect((await call('GET', user.id)).json()).toMatchObject({ abilities: { reset: true } });
    const tutor = await call('GET', w.tutor.id);
    expect(tutor.json()).toMatchObject({ factors: [], required: false });
  });

  it('an administrator resets another’s factors: removed, audited, the account told by mail', async () => {
    const user = await enrolledStaff();
    const res = await call('DELETE', user.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ factors: [], required: true, abilities: { reset: false } });
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, user.id));
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: w.staff.SYSTEM_ADMINISTRATOR.id,
        action: 'reset-second-factors',
        entity: 'staff',
        detail: { factors: 2 },
      }),
    ]);
    await vi.waitFor(
      async () => {
        const mail = (await t.db.select().from(outboxMessages)).filter((m) =>
          m.recipient.includes(user.email),
        );
        expect(mail.map((m) => m.subject)).toEqual(['【Tayori】2段階認証がリセットされました']);
        expect(mail[0]!.body).toContain(
          '学校のシステム管理者があなたのTayoriアカウントの2段階認証',
        );
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it('an administrator cannot reset their own (403, in Japanese); others may not reset at all', async () => {
    const admin = w.staff.SYSTEM_ADMINISTRATOR;
    const own = await call('DELETE', admin.id);
    expect(own.statusCode).toBe(403);
    expect(ErrorBody.parse(own.json()).messages).toEqual([messages.second_factor_reset_own]);
    expect((await call('GET', admin.id)).json()).toMatchObject({ abilities: { reset: false } });

    const user = await enrolledStaff();
    expect((await call('DELETE', user.id, 'VISTA_EDITOR')).statusCode).toBe(403);
    expect((await call('GET', user.id, 'SCHOOL_EDITOR')).statusCode).toBe(403);
    expect((await call('GET', user.id)).json().factors).toHaveLength(3);
    expect((await t.call({ method: 'DELETE', url: url(user.id) })).statusCode).toBe(401);
  });
});
