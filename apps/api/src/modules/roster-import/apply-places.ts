import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, departments } from '../../db/schema';

/** A row's department and course as the file names them ('' or null: none). */
interface NamedPlace {
  departmentName?: unknown;
  courseName?: unknown;
}

const nameOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const courseKey = (departmentId: number, courseName: string) =>
  `${departmentId}\u0000${courseName}`;

/**
 * The departments and courses a batch's students are in, by the names the file gives, created
 * for the school when it has none of that name yet (docs/decisions/roster-import.md: the preview
 * lists them). Inserting with ON CONFLICT DO NOTHING and reading back by name makes it safe to run
 * again and beside another import: each name is one row (the unique indexes on school + name and
 * department + name).
 */
export async function placesFor(
  tx: Db,
  schoolId: number,
  rows: readonly NamedPlace[],
): Promise<(row: NamedPlace) => { departmentId: number | null; courseId: number | null }> {
  const departmentNames = [
    ...new Set(rows.map((r) => nameOf(r.departmentName)).filter((n) => n !== null)),
  ];
  const departmentIds = new Map<string, number>();
  if (departmentNames.length > 0) {
    await tx
      .insert(departments)
      .values(departmentNames.map((name) => ({ schoolId, name })))
      .onConflictDoNothing();
    const found = await tx
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(and(eq(departments.schoolId, schoolId), inArray(departments.name, departmentNames)));
    for (const d of found) departmentIds.set(d.name, d.id);
  }
  const wanted = new Map<string, { departmentId: number; name: string }>();
  for (const r of rows) {
    const department = nameOf(r.departmentName);
    const course = nameOf(r.courseName);
    if (department === null || course === null) continue;
    const departmentId = departmentIds.get(department)!;
    wanted.set(courseKey(departmentId, course), { departmentId, name: course });
  }
  const courseIds = new Map<string, number>();
  if (wanted.size > 0) {
    await tx
      .insert(courses)
      .values([...wanted.values()])
      .onConflictDoNothing();
    const found = await tx
      .select({ id: courses.id, departmentId: courses.departmentId, name: courses.name })
      .from(courses)
      .where(
        and(
          inArray(courses.departmentId, [
            ...new Set([...wanted.values()].map((w) => w.departmentId)),
          ]),
          inArray(courses.name, [...new Set([...wanted.values()].map((w) => w.name))]),
        ),
      );
    for (const c of found) courseIds.set(courseKey(c.departmentId, c.name), c.id);
  }
  return (row) => {
    const department = nameOf(row.departmentName);
    const course = nameOf(row.courseName);
    const departmentId = department === null ? null : departmentIds.get(department)!;
    return {
      departmentId,
      courseId:
        departmentId === null || course === null
          ? null
          : courseIds.get(courseKey(departmentId, course))!,
    };
  };
}
