import { asc, eq, sql } from 'drizzle-orm';
import { reachesEverySchool, type RoleType, type School, type SchoolGroup } from '@tayori/contract';
import type { Db } from '../../db/client';
import { areas, schoolGroups, schools, staffSchoolGroups } from '../../db/schema';
import { preparedSelect } from '../../platform/data/prepared';

const schoolColumns = {
  extendedSchoolCode: schools.extendedSchoolCode,
  schoolName: schools.name,
  areaCode: schools.areaCode,
};
const schoolOrder = [asc(schools.sortOrder), asc(schools.extendedSchoolCode)];

const areasQuery = preparedSelect('areas', (db) =>
  db
    .select({ areaCode: areas.areaCode, areaName: areas.areaName })
    .from(areas)
    .orderBy(asc(areas.sortOrder), asc(areas.areaCode)),
);

export const findAreas = (db: Db) => areasQuery(db).execute();

const allSchoolsQuery = preparedSelect('schools', (db) =>
  db
    .select(schoolColumns)
    .from(schools)
    .orderBy(...schoolOrder),
);

const areaSchoolsQuery = preparedSelect('schools_of_area', (db) =>
  db
    .select(schoolColumns)
    .from(schools)
    .where(eq(schools.areaCode, sql.placeholder('areaCode')))
    .orderBy(...schoolOrder),
);

export function findSchools(db: Db, areaCode?: string): Promise<School[]> {
  return areaCode ? areaSchoolsQuery(db).execute({ areaCode }) : allSchoolsQuery(db).execute();
}

const schoolGroupColumns = {
  schoolGroupId: schoolGroups.id,
  schoolGroupName: schoolGroups.name,
  extendedSchoolCode: schools.extendedSchoolCode,
  schoolName: schools.name,
  areaCode: schools.areaCode,
};

/** A staff member's school groups joined to their schools: one row per school (or per empty group). */
const assignedSchoolGroupsQuery = preparedSelect('staff_school_groups', (db) =>
  db
    .select(schoolGroupColumns)
    .from(staffSchoolGroups)
    .innerJoin(schoolGroups, eq(schoolGroups.id, staffSchoolGroups.schoolGroupId))
    .leftJoin(schools, eq(schools.schoolGroupId, schoolGroups.id))
    .where(eq(staffSchoolGroups.userId, sql.placeholder('userId')))
    .orderBy(asc(schoolGroups.id), ...schoolOrder),
);

/** Every school group joined to its schools. */
const allSchoolGroupsQuery = preparedSelect('all_school_groups', (db) =>
  db
    .select(schoolGroupColumns)
    .from(schoolGroups)
    .leftJoin(schools, eq(schools.schoolGroupId, schoolGroups.id))
    .orderBy(asc(schoolGroups.id), ...schoolOrder),
);

/**
 * The school groups a staff member reaches, each with its schools: every group for the roles that
 * reach every school (`everySchoolRoles`), the assigned ones for the others.
 */
export async function findSchoolGroupsOf(
  db: Db,
  staff: { userId: string; roleType: RoleType | null },
): Promise<SchoolGroup[]> {
  const rows = reachesEverySchool(staff)
    ? await allSchoolGroupsQuery(db).execute()
    : await assignedSchoolGroupsQuery(db).execute({ userId: staff.userId });
  const groups = new Map<number, SchoolGroup>();
  for (const row of rows) {
    let group = groups.get(row.schoolGroupId);
    if (!group) {
      group = {
        schoolGroupId: row.schoolGroupId,
        schoolGroupName: row.schoolGroupName,
        schools: [],
      };
      groups.set(row.schoolGroupId, group);
    }
    const { extendedSchoolCode, schoolName, areaCode } = row;
    if (extendedSchoolCode !== null && schoolName !== null && areaCode !== null)
      group.schools.push({ extendedSchoolCode, schoolName, areaCode });
  }
  return [...groups.values()];
}
