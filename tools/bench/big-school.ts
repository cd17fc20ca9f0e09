/** The correspondence school (the most students) and a SCHOOL_EDITOR who reaches it. */
import { sql } from 'drizzle-orm';
import type { Db } from '@tayori/api/db/client';
import type { Principal } from '@tayori/api/platform/auth';

/** Rows of a statement, as objects (setup only). */
export const rowsOf = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

/** The school with the most students and a SCHOOL_EDITOR of its school group, as the API sees them. */
export async function bigSchoolEditor(db: Db) {
  const [school] = await rowsOf(
    db,
    sql`select s.id, s.extended_school_code as code from schools s join students st on st.school_id = s.id group by s.id order by count(*) desc limit 1`,
  );
  const bigSchool = { id: Number(school!.id), code: String(school!.code) };
  const [staff] = await rowsOf(
    db,
    sql`select u.id, u.school_id, u.email from users u join staff_school_groups g on g.user_id = u.id join schools s on s.school_group_id = g.school_group_id where u.role_type = 'SCHOOL_EDITOR' and s.id = ${bigSchool.id} limit 1`,
  );
  const principal: Principal = {
    userId: String(staff!.id),
    userType: 'STAFF',
    roleType: 'SCHOOL_EDITOR',
    schoolId: Number(staff!.school_id),
    email: String(staff!.email),
  };
  return { bigSchool, principal };
}
