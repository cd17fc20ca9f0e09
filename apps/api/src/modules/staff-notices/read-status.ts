import { eq, sql, asc } from 'drizzle-orm';
import type { NoticeReadRow, NoticeReadStatus } from '@tayori/contract';
import type { Db } from '../../db/client';
import { courses, departments, noticeDeliveries, students, users } from '../../db/schema';
import type { Principal } from '../../platform/auth';
import { findVisibleNotice } from './service';

/** Every recipient of a notice with whether they read it, by school year, department, course. */
export async function getNoticeReadStatus(
  db: Db,
  p: Principal,
  id: number,
): Promise<NoticeReadStatus> {
  const { notice } = await findVisibleNotice(db, p, id);
  // Every per-row value comes from SQL as sent (a flag, not read_at; defaults by coalesce): the 10,000
  // rows of a whole-school notice are numbered in place, with no per-row object built in JS.
  const rows: (Omit<NoticeReadRow, 'rowId'> & { rowId?: number })[] = await db
    .select({
      noticeReadFlag: sql<boolean>`${noticeDeliveries.readAt} is not null`,
      schoolYear: sql<number>`coalesce(${students.schoolYear}, -1)`,
      departmentName: departments.name,
      courseName: courses.name,
      userSurname: users.lastName,
      userGivenname: users.firstName,
      emailAddress: users.email,
      isCareful: sql<boolean>`coalesce(${students.isCareful}, false)`,
    })
    .from(noticeDeliveries)
    .innerJoin(users, eq(users.id, noticeDeliveries.userId))
    .leftJoin(students, eq(students.userId, noticeDeliveries.userId))
    .leftJoin(departments, eq(departments.id, students.departmentId))
    .leftJoin(courses, eq(courses.id, students.courseId))
    .where(eq(noticeDeliveries.noticeId, notice.id))
    .orderBy(
      sql`case when ${students.schoolYear} = -1 then 99 else ${students.schoolYear} end nulls last`,
      // Byte order ("C"): as meaningful as a locale order for Japanese names, and far cheaper to sort.
      sql`${departments.name} collate "C"`,
      sql`${courses.name} collate "C"`,
      sql`${students.studentNumber} collate "C"`,
      asc(users.id),
    );
  let readCount = 0;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    row.rowId = i + 1;
    if (row.noticeReadFlag) readCount++;
  }
  return {
    noticeId: notice.id,
    noticeTitle: notice.title,
    readCount,
    deliveryCount: rows.length,
    noticeReadResultList: rows as NoticeReadRow[],
  };
}
