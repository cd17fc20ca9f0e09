import { and, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { everySchoolRoles, noticeWriterRoles } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, staffSchoolGroups } from '../../db/schema';
import type { Principal } from '../../platform/auth';

/**
 * Who may see and change which notices (docs/decisions.md, "Staff notices"). The endpoint guard
 * already limits every call to staff roles; these rules decide which rows a role reaches.
 */

/** SYSTEM_ADMINISTRATOR and VISTA_* reach every school; SCHOOL_* only the schools of their school groups. */
export const reachesEverySchool = (p: Principal) =>
  p.roleType !== null && everySchoolRoles.includes(p.roleType);

/** Viewers read only (the guard enforces it too). */
export const mayWriteNotices = (p: Principal) =>
  p.roleType !== null && noticeWriterRoles.includes(p.roleType);

/** The schools of a staff member's school groups; `userId` may be a prepared statement's placeholder. */
export const groupSchoolIds = (db: Db, userId: string | Placeholder) =>
  db
    .select({ id: schools.id })
    .from(schools)
    .innerJoin(staffSchoolGroups, eq(staffSchoolGroups.schoolGroupId, schools.schoolGroupId))
    .where(eq(staffSchoolGroups.userId, userId));

/** A row whose school is `schoolColumn` is one the caller may see (anything else answers 404). */
export const inReachableSchool = (db: Db, p: Principal, schoolColumn: AnyColumn): SQL =>
  reachesEverySchool(p) ? sql`true` : inArray(schoolColumn, groupSchoolIds(db, p.userId));

/**
 * Which schools a search covers: the schools of a SCHOOL_* caller's school groups, one school, or
 * none. Passed to the search as data (not a condition) so its SQL is one prepared statement per shape.
 */
export type SchoolScope = { schoolGroupsOf: string } | { schoolId: number } | null;

/**
 * The plain search (`/notice-search`): SCHOOL_* search every school of their school groups;
 * SYSTEM_ADMINISTRATOR and VISTA_* their own account's school (other schools through the
 * administrator version).
 */
export const homeSchools = (p: Principal): SchoolScope => {
  if (!reachesEverySchool(p)) return { schoolGroupsOf: p.userId };
  return p.schoolId === null ? null : { schoolId: p.schoolId };
};

/** The school of `extendedSchoolCode` if the caller may reach it, else null (answered as 404). */
export async function findReachableSchool(db: Db, p: Principal, extendedSchoolCode: string) {
  const [school] = await db
    .select({ id: schools.id, name: schools.name })
    .from(schools)
    .where(
      and(eq(schools.extendedSchoolCode, extendedSchoolCode), inReachableSchool(db, p, schools.id)),
    )
    .limit(1);
  return school ?? null;
}
