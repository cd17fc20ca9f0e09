import { eq, sql, asc } from 'drizzle-orm';
import type { NoticeReadStatus } from '@tayori/contract';
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
  const rows = await db
    .select({
      readAt: noticeDeliveries.readAt,
      schoolYear: students.schoolYear,
      departmentName: departments.name,
      courseName: courses.name,
      userSurname: users.lastName,
      userGivenname: users.firstName,
      emailAddress: users.email,
      isCareful: students.isCareful,
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
  const list = rows.map(({ readAt, schoolYear, isCareful, ...r }, i) => ({
    rowId: i + 1,
    noticeReadFlag: readAt !== null,
    schoolYear: schoolYear ?? -1,
    isCareful: isCareful ?? false,
    ...r,
  }));
  return {
    noticeId: notice.id,
    noticeTitle: notice.title,
    readCount: list.filter((r) => r.noticeReadFlag).length,
    deliveryCount: list.length,
    noticeReadResultList: list,
  };
}
