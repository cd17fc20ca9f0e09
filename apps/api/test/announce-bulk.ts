import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { students, users } from '../src/db/schema';
import type { SchoolRow } from './factories';

/**
 * `n` enrolled ACTIVE students of `school`, written in bulk (a few statements, not 2n): the
 * large-send tests, the SIGKILL script and the bench address a whole school.
 */
export async function buildManyStudents(db: Db, school: SchoolRow, n: number): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const ids: string[] = [];
  for (let from = 0; from < n; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, n - from) }, (_, k) => {
      const i = from + k;
      return {
        id: randomUUID(),
        userType: 'STUDENT' as const,
        email: `bulk-${tag}-${i}@students.test`,
        lastName: '一斉',
        firstName: `送信${i}`,
        schoolId: school.id,
      };
    });
    await db.insert(users).values(rows);
    await db.insert(students).values(
      rows.map((r, k) => ({
        userId: r.id,
        schoolId: school.id,
        studentNumber: `B${tag.slice(0, 4)}${from + k}`,
        schoolYear: 1,
        birthday: '2008-04-02',
      })),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}
