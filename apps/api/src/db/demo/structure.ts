/** Writes the fixed parts of the demo: areas, school groups, schools, departments, courses, menus. */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import {
  areas,
  chatbotSettings,
  courses,
  departments,
  menuCategories,
  menuItems,
  schoolGroups,
  schools,
} from '../schema';
import { demoAreas, demoSchoolGroups, demoSchools } from './catalog';
import { demoChatbotSettings, demoMenus } from './menus';
import { chunks } from './random';
import type { SeededSchool } from './students';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CHUNK = 500;

/** Inserts rows in chunks, so a statement never grows past a few thousand parameters. */
export async function insertAll<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  for (const part of chunks(rows, CHUNK)) await tx.insert(table).values(part as never);
}

export async function insertStructure(
  tx: Tx,
): Promise<{ groupIds: number[]; seededSchools: SeededSchool[] }> {
  await tx.insert(areas).values([...demoAreas]);
  const groupRows = await tx
    .insert(schoolGroups)
    .values(demoSchoolGroups.map((name) => ({ name })))
    .returning({ id: schoolGroups.id, name: schoolGroups.name });
  const groupIds = demoSchoolGroups.map((name) => groupRows.find((g) => g.name === name)!.id);
  const schoolRows = await tx
    .insert(schools)
    .values(
      demoSchools.map((s, i) => ({
        extendedSchoolCode: s.extendedSchoolCode,
        name: s.name,
        areaCode: s.areaCode,
        schoolGroupId: groupIds[s.group]!,
        attendanceDisplay: s.attendanceDisplay,
        a3LicenseLimit: s.a3LicenseLimit,
        sortOrder: i + 1,
      })),
    )
    .returning({ id: schools.id, code: schools.extendedSchoolCode });
  const schoolIds = demoSchools.map(
    (s) => schoolRows.find((r) => r.code === s.extendedSchoolCode)!.id,
  );
  const deptRows = await tx
    .insert(departments)
    .values(
      demoSchools.flatMap((s, i) =>
        s.departments.map((d) => ({ schoolId: schoolIds[i]!, name: d.name })),
      ),
    )
    .returning({ id: departments.id, schoolId: departments.schoolId, name: departments.name });
  const deptId = (schoolId: number, name: string) =>
    deptRows.find((d) => d.schoolId === schoolId && d.name === name)!.id;
  const courseRows = await tx
    .insert(courses)
    .values(
      demoSchools.flatMap((s, i) =>
        s.departments.flatMap((d) =>
          d.courses.map((name) => ({ departmentId: deptId(schoolIds[i]!, d.name), name })),
        ),
      ),
    )
    .returning({ id: courses.id, departmentId: courses.departmentId, name: courses.name });
  const courseId = (departmentId: number, name: string) =>
    courseRows.find((c) => c.departmentId === departmentId && c.name === name)!.id;
  const seededSchools: SeededSchool[] = demoSchools.map((def, index) => ({
    index,
    id: schoolIds[index]!,
    def,
    departments: def.departments.map((d) => {
      const id = deptId(schoolIds[index]!, d.name);
      return {
        id,
        name: d.name,
        courseIds: [courseId(id, d.courses[0]), courseId(id, d.courses[1])],
      };
    }),
  }));
  return { groupIds, seededSchools };
}

export async function insertMenus(tx: Tx): Promise<void> {
  for (const [ci, category] of demoMenus.entries()) {
    const [cat] = await tx
      .insert(menuCategories)
      .values({ title: category.title, sortOrder: ci + 1 })
      .returning({ id: menuCategories.id });
    await tx.insert(menuItems).values(
      category.items.map((item, i) => ({
        categoryId: cat!.id,
        title: item.title,
        icon: item.icon,
        iconUrl: item.iconUrl,
        url: item.url,
        campusOnly: item.campusOnly ?? false,
        portalOnly: item.portalOnly ?? false,
        available: item.available ?? true,
        userTypes: item.userTypes,
        roleTypes: item.roleTypes ? [...item.roleTypes] : null,
        sortOrder: i + 1,
      })),
    );
  }
  await tx
    .insert(chatbotSettings)
    .values(demoChatbotSettings.map((c) => ({ ...c, schoolId: null, userType: null })));
}
