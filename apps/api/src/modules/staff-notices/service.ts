import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  isNull,
  lt,
  lte,
  gte,
  ne,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import {
  encodeNoticeBody,
  limits,
  noticeStatusOf,
  tokyoDateOf,
  type NoticeStatus,
  type StaffNoticeDetail,
  type StaffNoticeSearchResponse,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  noticeDeliveries,
  noticeGroupMembers,
  noticeGroups,
  notices,
  schools,
  students,
  users,
} from '../../db/schema';
import type { Principal } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { inReachableSchool } from './policy';

/** Members who receive notices: every member except deleted accounts. */
export const receivingMember = ne(users.status, 'DELETE');

/** The status rule of `noticeStatusOf` as a condition, so a status filter pages in SQL. */
export function hasStatus(status: NoticeStatus, today: string): SQL {
  const open = eq(notices.openStatus, true);
  switch (status) {
    case 'DRAFT':
      return eq(notices.openStatus, false);
    case 'PRE_RELEASE':
      return and(open, gt(notices.startDate, today))!;
    case 'IN_RELEASE':
      return and(open, lte(notices.startDate, today), gte(notices.endDate, today))!;
    case 'END_OF_RELEASE':
      return and(open, lte(notices.startDate, today), lt(notices.endDate, today))!;
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface NoticeSearch {
  today: string;
  /** Which schools' notices: the caller's home schools or one chosen school. */
  schools: SQL;
  title?: string | undefined;
  noticeStatus?: NoticeStatus | undefined;
  page: number;
  limit: number;
}

/** One page of notices, newest registration first, with read and delivery counts. */
export async function searchNotices(db: Db, s: NoticeSearch): Promise<StaffNoticeSearchResponse> {
  const title = s.title?.trim();
  const where = and(
    isNull(notices.deletedAt),
    s.schools,
    title ? ilike(notices.title, `%${escapeLike(title)}%`) : undefined,
    s.noticeStatus ? hasStatus(s.noticeStatus, s.today) : undefined,
  );
  const rows = await db
    .select({
      noticeId: notices.id,
      noticeTitle: notices.title,
      noticeOpenStatus: notices.openStatus,
      noticeStartDate: notices.startDate,
      noticeEndDate: notices.endDate,
      createdAt: notices.createdAt,
      // Kept on the notice with its deliveries (commands.ts deliver, the student read): counting
      // deliveries here cost a scan of every recipient of the page's notices.
      readCount: notices.readCount,
      deliveryCount: notices.deliveryCount,
      // The page query sorts every match anyway, so the total comes with it at no extra scan.
      total: sql<number>`count(*) over ()`.mapWith(Number),
      noticeGroupName: noticeGroups.name,
    })
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .where(where)
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(s.limit)
    .offset((s.page - 1) * s.limit);
  const total = rows[0]?.total ?? (s.page > 1 ? await countNotices(db, where) : 0);
  return {
    noticeSearchResultList: rows.map(({ createdAt, noticeOpenStatus, total: _total, ...r }) => ({
      ...r,
      noticeStatus: noticeStatusOf({ ...r, noticeOpenStatus }, s.today),
      noticeRegisterDate: tokyoDateOf(createdAt),
    })),
    noticeSearchResultsTotalCount: total,
    noticeTotalCount: total,
  };
}

/** Only asked when a page past the end comes back empty. */
async function countNotices(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notices).where(where);
  return row?.total ?? 0;
}

/** A notice the caller may see (not deleted, in a reachable school), or a 404. */
export async function findVisibleNotice(db: Db, p: Principal, id: number) {
  const [row] = await db
    .select({
      notice: notices,
      groupName: noticeGroups.name,
      extendedSchoolCode: schools.extendedSchoolCode,
      schoolName: schools.name,
    })
    .from(notices)
    .innerJoin(noticeGroups, eq(noticeGroups.id, notices.groupId))
    .innerJoin(schools, eq(schools.id, notices.schoolId))
    .where(
      and(
        eq(notices.id, id),
        isNull(notices.deletedAt),
        inReachableSchool(db, p, notices.schoolId),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

export async function getNoticeDetail(
  db: Db,
  p: Principal,
  id: number,
  today: string,
): Promise<StaffNoticeDetail> {
  const {
    notice: n,
    groupName,
    extendedSchoolCode,
    schoolName,
  } = await findVisibleNotice(db, p, id);
  return {
    noticeId: n.id,
    noticeTitle: n.title,
    noticeBody: encodeNoticeBody(n.body),
    noticeCategory: n.categoryId,
    noticeStartDate: n.startDate,
    noticeEndDate: n.endDate,
    noticeGroupId: n.groupId,
    noticeGroupName: groupName,
    noticeImportantFlag: n.important,
    noticeOpenStatus: n.openStatus,
    endDateSettingFlag: n.endDate !== limits.noEndDate,
    noticeStatus: noticeStatusOf(
      { noticeOpenStatus: n.openStatus, noticeStartDate: n.startDate, noticeEndDate: n.endDate },
      today,
    ),
    seq: n.seq,
    hasCarefulRecipient: await hasCarefulRecipient(db, n.id, n.groupId),
    extendedSchoolCode,
    schoolName,
  };
}

/** Whether a careful student received it or would receive it on the next open save. */
async function hasCarefulRecipient(db: Db, noticeId: number, groupId: number): Promise<boolean> {
  const careful = (userId: AnyColumn) =>
    and(eq(students.userId, userId), eq(students.isCareful, true));
  const [delivered] = await db
    .select({ one: sql`1` })
    .from(noticeDeliveries)
    .innerJoin(students, careful(noticeDeliveries.userId))
    .where(eq(noticeDeliveries.noticeId, noticeId))
    .limit(1);
  if (delivered) return true;
  const [member] = await db
    .select({ one: sql`1` })
    .from(noticeGroupMembers)
    .innerJoin(students, careful(noticeGroupMembers.userId))
    .where(eq(noticeGroupMembers.groupId, groupId))
    .limit(1);
  return member !== undefined;
}
