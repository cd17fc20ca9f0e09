/** What entries at the correspondence school (the most students) look up before they run. */
import { sql } from 'drizzle-orm';
import type { Db } from '@tayori/api/db/client';

/** Rows of a statement, as objects (set-up only). */
export const rowsOf = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The school with the most students: its id and extendedSchoolCode. */
export async function biggestSchool(db: Db): Promise<{ id: number; code: string }> {
  const [school] = await rowsOf(
    db,
    sql`select s.id, s.extended_school_code as code from schools s join students st on st.school_id = s.id group by s.id order by count(*) desc limit 1`,
  );
  return { id: Number(school!.id), code: String(school!.code) };
}
