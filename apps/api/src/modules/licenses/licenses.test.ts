import { describe, expect, it } from 'vitest';
import { LicenseSummary } from '@tayori/contract';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildSchool, buildSchoolGroup, buildStaff, buildUser } from '../../../test/factories';

let t: TestContext;
suiteContext((context) => (t = context));

const summaryOf = async (userId: string) => {
  const res = await t.getAs(userId, '/api/v1/schools/licenses');
  expect(res.statusCode, res.body).toBe(200);
  return LicenseSummary.parse(res.json()).licenseSummaryList;
};

describe('GET /api/v1/schools/licenses', () => {
  it('counts the A3 licences of ACTIVE accounts live, with the limit; SCHOOL_* see their groups only', async () => {
    const group = await buildSchoolGroup(t.db);
    const mine = await buildSchool(t.db, { schoolGroupId: group.id, a3LicenseLimit: 1 });
    const elsewhere = await buildSchool(t.db, { a3LicenseLimit: 5 });
    for (const status of ['ACTIVE', 'ACTIVE', 'SUSPENDED', 'DELETE'] as const) {
      await buildUser(t.db, { userType: 'STAFF', schoolId: mine.id, a3License: true, status });
    }
    await buildUser(t.db, { userType: 'TUTOR', schoolId: mine.id, a1License: true });
    const admin = await buildStaff(t.db, { roleType: 'SYSTEM_ADMINISTRATOR' });
    const schoolViewer = await buildStaff(t.db, { roleType: 'SCHOOL_VIEWER', school: mine });

    const all = await summaryOf(admin.id);
    expect(all.find((r) => r.extendedSchoolCd === mine.extendedSchoolCode)).toEqual({
      extendedSchoolCd: mine.extendedSchoolCode,
      schoolName: mine.name,
      a3LicenseUsedNum: 2,
      a3LicenseLimit: 1,
    });
    expect(all.find((r) => r.extendedSchoolCd === elsewhere.extendedSchoolCode)).toMatchObject({
      a3LicenseUsedNum: 0,
      a3LicenseLimit: 5,
    });

    const reached = await summaryOf(schoolViewer.id);
    expect(reached.map((r) => r.extendedSchoolCd)).toEqual([mine.extendedSchoolCode]);
  });

  it('is for staff only', async () => {
    const student = await buildUser(t.db, { userType: 'STUDENT' });
    const res = await t.getAs(student.id, '/api/v1/schools/licenses');
    expect(res.statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/v1/schools/licenses' })).statusCode).toBe(401);
  });
});
