import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client';
import { announceMails, announceRecipients, students, users } from '../src/db/schema';
import { buildStaff, type SchoolRow } from './factories';

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

/**
 * A stored announcement of `school` to `to`, as POST …/mail leaves it (every row queued in batch
 * 0), written by a new SCHOOL_EDITOR from the school's office: the mail and its recipient rows.
 */
export async function storeAnnounceMail(
  db: Db,
  school: SchoolRow,
  to: readonly { id: string; name: string; email: string }[],
  text: { subject: string; body: string } = { subject: '三者面談のお知らせ', body: '本文' },
) {
  const author = await buildStaff(db, { roleType: 'SCHOOL_EDITOR', school });
  const [mail] = await db
    .insert(announceMails)
    .values({
      schoolId: school.id,
      authorUserId: author.id,
      authorName: '試験 花子',
      authorAddress: author.email,
      fromName: '札幌中央高等学院 事務局',
      fromAddress: 'office@school.example.jp',
      ...text,
      recipientCount: to.length,
    })
    .returning({ id: announceMails.id });
  const rows = await db
    .insert(announceRecipients)
    .values(
      to.map((r) => ({
        mailId: mail!.id,
        userId: r.id,
        toName: r.name,
        toAddress: r.email,
        batch: 0,
      })),
    )
    .returning();
  return { mailId: mail!.id, rows };
}
