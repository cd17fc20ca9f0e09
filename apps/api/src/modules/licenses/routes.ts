import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { endpoints, type LicenseSummaryRow } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { route } from '../../platform/http/http';
import { byShape, type Filters } from '../../platform/data/paging';
import { prepareSelect } from '../../platform/data/prepared';
import { groupsOfCaller, inGroupSchools } from '../../domain/schools/reach';

/**
 * Spec 001 §2 "Paid licence summary", §3: every school the caller reaches with the A3 licences its
 * ACTIVE accounts hold (counted live, so it is never out of step with the edits) and its limit.
 * Prepared once per reach (every school, or the caller's school groups': domain/schools/reach).
 */
const licenseSummary = byShape(
  'license_summary',
  { groupsOf: inGroupSchools(schools.id) } satisfies Filters<{ groupsOf: string }>,
  (db, { where, nameOf }) => {
    const used = db
      .select({ schoolId: users.schoolId, used: count().as('used') })
      .from(users)
      .where(and(eq(users.a3License, true), eq(users.status, 'ACTIVE')))
      .groupBy(users.schoolId)
      .as('used');
    return prepareSelect(
      db,
      nameOf(),
      db
        .select({
          extendedSchoolCd: schools.extendedSchoolCode,
          schoolName: schools.name,
          a3LicenseUsedNum: sql<number>`coalesce(${used.used}, 0)`.mapWith(Number),
          a3LicenseLimit: schools.a3LicenseLimit,
        })
        .from(schools)
        .leftJoin(used, eq(used.schoolId, schools.id))
        .where(where)
        .orderBy(asc(schools.sortOrder), asc(schools.id)),
    );
  },
);

export async function findLicenseSummary(db: Db, p: Principal): Promise<LicenseSummaryRow[]> {
  const { statements, params } = licenseSummary(db, { groupsOf: groupsOfCaller(p) });
  return statements.execute(params);
}

export async function licenseRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, endpoints.licenseSummary, async ({ principal }) => ({
    licenseSummaryList: await findLicenseSummary(db, principal),
  }));
}
