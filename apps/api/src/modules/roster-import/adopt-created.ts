import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema';
import { signInKey } from './look-ups';

/**
 * Rows the preview found new whose account exists by now, created by another import of the same
 * file or by hand since (docs/decisions/roster-import.md): the same student (school and student
 * number, whatever the letters' case) or the same staff, tutor or other account (sign-in ID). They
 * are updated to the file's values instead of created again, which the unique indexes would refuse
 * and so stop the import for good. A deleted account (read-only) or a sign-in ID taken by a
 * different account still fails, as the preview would have rejected them.
 */
export async function adoptCreated(
  tx: Db,
  kind: 'students' | 'accounts',
  rows: { userId: string | null; email: string; studentNumber?: string }[],
  schoolId: number,
): Promise<void> {
  const fresh = rows.filter((d) => !d.userId);
  if (fresh.length === 0) return;
  if (kind === 'students') {
    const numbers = fresh.map((d) => String(d.studentNumber).toUpperCase());
    const found = await tx
      .select({ userId: students.userId, key: sql<string>`upper(${students.studentNumber})` })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(
        and(
          eq(students.schoolId, schoolId),
          ne(users.status, 'DELETE'),
          inArray(sql`upper(${students.studentNumber})`, numbers),
        ),
      );
    const idOf = new Map(found.map((f) => [f.key, f.userId]));
    for (const d of fresh) d.userId = idOf.get(String(d.studentNumber).toUpperCase()) ?? null;
    return;
  }
  const emails = fresh.map((d) => String(d.email).toLowerCase());
  const found = await tx
    .select({ id: users.id, key: signInKey() })
    .from(users)
    .where(
      and(inArray(signInKey(), emails), ne(users.userType, 'STUDENT'), ne(users.status, 'DELETE')),
    );
  const idOf = new Map(found.map((f) => [f.key, f.id]));
  for (const d of fresh) d.userId = idOf.get(String(d.email).toLowerCase()) ?? null;
}
