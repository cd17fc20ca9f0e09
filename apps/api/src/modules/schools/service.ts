import { asc, eq, inArray } from 'drizzle-orm';
import type { School, SchoolGroup } from '@tayori/contract';
import type { Db } from '../../db/client';
import { areas, schoolGroups, schools, staffSchoolGroups } from '../../db/schema';

const schoolColumns = {
  extendedSchoolCode: schools.extendedSchoolCode,
  schoolName: schools.name,
  areaCode: schools.areaCode,
};

export function findAreas(db: Db) {
  return db
    .select({ areaCode: areas.areaCode, areaName: areas.areaName })
    .from(areas)
    .orderBy(asc(areas.sortOrder), asc(areas.areaCode));
}

export function findSchools(db: Db, areaCode?: string): Promise<School[]> {
  return db
    .select(schoolColumns)
    .from(schools)
    .where(areaCode ? eq(schools.areaCode, areaCode) : undefined)
    .orderBy(asc(schools.sortOrder), asc(schools.extendedSchoolCode));
}

/** The school groups a staff member is assigned to, each with its schools. */
export async function findSchoolGroupsOf(db: Db, userId: string): Promise<SchoolGroup[]> {
  const groups = await db
    .select({ schoolGroupId: schoolGroups.id, schoolGroupName: schoolGroups.name })
    .from(staffSchoolGroups)
    .innerJoin(schoolGroups, eq(schoolGroups.id, staffSchoolGroups.schoolGroupId))
    .where(eq(staffSchoolGroups.userId, userId))
    .orderBy(asc(schoolGroups.id));
  if (groups.length === 0) return [];
  const rows = await db
    .select({ ...schoolColumns, schoolGroupId: schools.schoolGroupId })
    .from(schools)
    .where(
      inArray(
        schools.schoolGroupId,
        groups.map((g) => g.schoolGroupId),
      ),
    )
    .orderBy(asc(schools.sortOrder), asc(schools.extendedSchoolCode));
  return groups.map((g) => ({
    ...g,
    schools: rows
      .filter((r) => r.schoolGroupId === g.schoolGroupId)
      .map(({ schoolGroupId: _id, ...school }) => school),
  }));
}
