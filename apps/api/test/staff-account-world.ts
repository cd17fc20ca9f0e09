import { eq } from 'drizzle-orm';
import { roleTypes, type RoleType } from '@tayori/contract';
import { auditLog, billings, domains, schools } from '../src/db/schema';
import { buildSchool, buildStaff, buildUser } from './factories';
import type { TestContext } from './harness';

let nextDomain = 1;

/**
 * A world for the staff account tests: a school with an A3 limit of 2, a staff member of each role,
 * a domain and a school billing.
 */
export async function buildStaffWorld(t: TestContext) {
  const school = await buildSchool(t.db, { a3LicenseLimit: 2 });
  const other = await buildSchool(t.db);
  const staff = {} as Record<RoleType, Awaited<ReturnType<typeof buildStaff>>>;
  for (const roleType of roleTypes) {
    staff[roleType] = await buildStaff(t.db, { roleType, school, a1License: true });
  }
  const tokens = {} as Record<RoleType, string>;
  for (const roleType of roleTypes) tokens[roleType] = await t.tokenFor(staff[roleType].id);
  const domainId = nextDomain++;
  await t.db
    .insert(domains)
    .values({ domainId, domainName: `staff${domainId}.test.example` })
    .onConflictDoNothing();
  const billingId = 9000 + domainId;
  await t.db
    .insert(billings)
    .values({ billingId, billingCode: '1', billingName: 'テスト学校請求' })
    .onConflictDoNothing();
  const tutor = await buildUser(t.db, {
    userType: 'TUTOR',
    schoolId: school.id,
    a1License: true,
    lastName: 'チューター',
    notes: '長いメモの内容です',
  });
  const student = await buildUser(t.db, { userType: 'STUDENT', schoolId: school.id });
  return {
    school,
    other,
    staff,
    tutor,
    student,
    domainId,
    domainName: `staff${domainId}.test.example`,
    billingId,
    tokenOf: (r: RoleType) => tokens[r],
    /** The audit entries about an account. */
    auditOf: (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id)),
    /** Sets the world's school's A3 limit. */
    setA3Limit: (limit: number) =>
      t.db.update(schools).set({ a3LicenseLimit: limit }).where(eq(schools.id, school.id)),
  };
}
export type StaffWorld = Awaited<ReturnType<typeof buildStaffWorld>>;
