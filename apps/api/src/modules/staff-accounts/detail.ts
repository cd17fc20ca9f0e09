import { and, eq, sql } from 'drizzle-orm';
import type { StaffDetail } from '@tayori/contract';
import type { Db } from '../../db/client';
import { billings, domains, schools, users } from '../../db/schema';
import type { Principal } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { staffAbilities, staffStatusChoices } from './policy';
import { isStaffAccount, staffColumns } from './service';

/** A staff, other or tutor account as stored (null: not one, answered as 404). */
export async function findStaffAccount(db: Db, id: string) {
  const [row] = await db
    .select({
      ...staffColumns,
      schoolId: users.schoolId,
      domainId: domains.domainId,
      billingId: users.billingId,
      notes: users.notes,
      testUserFlag: users.testUserFlag,
      createdAt: users.createdAt,
      createdBy: users.createdBy,
      updatedAt: users.updatedAt,
      updatedBy: users.updatedBy,
      seq: users.seq,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .leftJoin(billings, eq(billings.billingId, users.billingId))
    .leftJoin(domains, sql`lower(${users.email}) like '%@' || lower(${domains.domainName})`)
    .where(and(eq(users.id, id), isStaffAccount))
    .limit(1);
  return row ?? null;
}

/** GET /api/v1/staff/{id}/detail (spec 001 §2, §3) with the caller's abilities. */
export async function getStaffDetail(
  db: Db,
  p: Principal,
  id: string,
  opts: { passwordsIssued: boolean },
): Promise<StaffDetail> {
  const row = await findStaffAccount(db, id);
  if (!row) throw notFound();
  const { schoolId: _schoolId, createdAt, createdBy, updatedAt, updatedBy, ...rest } = row;
  return {
    ...rest,
    registerDate: createdAt.toISOString(),
    reguserId: createdBy,
    updateDate: updatedAt.toISOString(),
    upduserId: updatedBy,
    abilities: staffAbilities(p, { userType: row.userType, status: row.userStatusType }, opts),
    userStatusChoices: staffStatusChoices(p),
  };
}
