import { eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { reachesEverySchool } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, staffSchoolGroups } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { notFound } from '../../platform/http/errors';
import { byShape, equalTo, type Filter, type Filters } from '../../platform/data/paging';
import { prepareSelect } from '../../platform/data/prepared';

/**
 * Which schools a staff member reaches (docs/decisions/staff-notices.md): SYSTEM_ADMINISTRATOR
 * and VISTA_* every school (the contract's `reachesEverySchool`), SCHOOL_* only the schools of
 * their school groups. Every area that shows or changes a school's rows asks here; a row out of
 * reach answers 404, never 403.
 */

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
 * A search filter (platform/data/paging): the rows whose school is one of the school groups' of the
 * user given as its value (see groupsOfCaller).
 */
export const inGroupSchools = (schoolColumn: AnyColumn): Filter<string> => ({
  where: (userId, db) => inArray(schoolColumn, groupSchoolIds(db, userId)),
});

/** inGroupSchools' value for a caller: none (every school) or the caller's own groups. */
export const groupsOfCaller = (p: Principal): string | undefined =>
  reachesEverySchool(p) ? undefined : p.userId;

const reachableSchool = byShape(
  'reachable_school',
  {
    extendedSchoolCode: equalTo(schools.extendedSchoolCode, { required: true }),
    groupsOf: inGroupSchools(schools.id),
  } satisfies Filters<{ extendedSchoolCode: string; groupsOf: string }>,
  (db, { where, nameOf }) =>
    prepareSelect(
      db,
      nameOf(),
      db.select({ id: schools.id, name: schools.name }).from(schools).where(where).limit(1),
    ),
);

/** The school of `extendedSchoolCode` if the caller may reach it, else null (answered as 404). */
export async function findReachableSchool(db: Db, p: Principal, extendedSchoolCode: string) {
  const { statements, params } = reachableSchool(db, {
    extendedSchoolCode,
    groupsOf: groupsOfCaller(p),
  });
  const [school] = await statements.execute(params);
  return school ?? null;
}

/** The school of `extendedSchoolCode` the caller may reach; otherwise 404, as every area answers. */
export async function requireReachableSchool(db: Db, p: Principal, extendedSchoolCode: string) {
  const school = await findReachableSchool(db, p, extendedSchoolCode);
  if (!school) throw notFound();
  return school;
}
