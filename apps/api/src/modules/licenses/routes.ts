import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { endpoints, type LicenseSummaryRow } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import type { Principal } from '../../platform/auth';
import { route } from '../../platform/http';
import { inReachableSchool } from '../../platform/school-reach';

/**
 * Spec 001 §2 "Paid licence summary", §3: every school the caller reaches with the A3 licences its
 * ACTIVE accounts hold (counted live, so it is never out of step with the edits) and its limit.
 */
export async function findLicenseSummary(db: Db, p: Principal): Promise<LicenseSummaryRow[]> {
  const used = db
    .select({ schoolId: users.schoolId, used: count().as('used') })
    .from(users)
    .where(and(eq(users.a3License, true), eq(users.status, 'ACTIVE')))
    .groupBy(users.schoolId)
    .as('used');
  const rows = await db
    .select({
      extendedSchoolCd: schools.extendedSchoolCode,
      schoolName: schools.name,
      a3LicenseUsedNum: used.used,
      a3LicenseLimit: schools.a3LicenseLimit,
    })
    .from(schools)
    .leftJoin(used, eq(used.schoolId, schools.id))
    .where(inReachableSchool(db, p, schools.id))
    .orderBy(asc(schools.sortOrder), asc(schools.id));
  return rows.map((r) => ({ ...r, a3LicenseUsedNum: Number(r.a3LicenseUsedNum ?? 0) }));
}

export async function licenseRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, endpoints.licenseSummary, async ({ principal }) => ({
    licenseSummaryList: await findLicenseSummary(db, principal),
  }));
}
