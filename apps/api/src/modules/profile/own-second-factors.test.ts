import { describe, expect, it } from 'vitest';
import { OwnSecondFactors } from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildStaff, buildStudent, storeSecondFactors } from '../../../test/factories';

let t: TestContext;
suiteContext((context) => (t = context));

const url = '/api/v1/users/second-factors';

describe('GET /api/v1/users/second-factors', () => {
  it('answers a student without factors: none, not required, managed on the bundled IdP', async () => {
    const student = await buildStudent(t.db);
    const res = await t.getAs(student.id, url);
    expect(res.statusCode).toBe(200);
    expect(OwnSecondFactors.parse(res.json())).toEqual({
      factors: [],
      required: false,
      abilities: { manage: true },
    });
  });

  it('answers staff their own app and recovery codes, and that a factor is required', async () => {
    const staff = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER' });
    const other = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER' });
    const added = new Date('2026-06-01T01:00:00Z');
    await storeSecondFactors(t.db, staff.id, { added, used: null, codes: 3 });
    expect(OwnSecondFactors.parse((await t.getAs(staff.id, url)).json())).toEqual({
      factors: [
        { kind: 'TOTP', createdAt: added.toISOString(), lastUsedAt: null },
        { kind: 'RECOVERY_CODES', createdAt: added.toISOString(), lastUsedAt: null, remaining: 3 },
      ],
      required: true,
      abilities: { manage: true },
    });
    // Only one's own: another account's call sees its own (none).
    expect(OwnSecondFactors.parse((await t.getAs(other.id, url)).json()).factors).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
  });
});
