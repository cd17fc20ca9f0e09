import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
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
  const counts = await countDeliveries(
    db,
    rows.map((r) => r.noticeId),
  );
  return {
    noticeSearchResultList: rows.map(({ createdAt, noticeOpenStatus, total: _total, ...r }) => ({
      ...r,
      noticeStatus: noticeStatusOf({ ...r, noticeOpenStatus }, s.today),
      readCount: counts.get(r.noticeId)?.readCount ?? 0,
      deliveryCount: counts.get(r.noticeId)?.deliveryCount ?? 0,
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

/**
 * Read and delivery counts of a page of notices: two grouped counts limited to the page's ids,
 * each answered from an index alone (the PK for deliveries, the partial read index for reads).
 */
async function countDeliveries(db: Db, noticeIds: number[]) {
  const counts = new Map<number, { deliveryCount: number; readCount: number }>();
  if (noticeIds.length === 0) return counts;
  const onPage = inArray(noticeDeliveries.noticeId, noticeIds);
  const grouped = (where: SQL | undefined) =>
    db
      .select({ noticeId: noticeDeliveries.noticeId, n: count() })
      .from(noticeDeliveries)
      .where(where)
      .groupBy(noticeDeliveries.noticeId);
  const delivered = await grouped(onPage);
  const read = await grouped(and(onPage, isNotNull(noticeDeliveries.readAt)));
  for (const { noticeId, n } of delivered) counts.set(noticeId, { deliveryCount: n, readCount: 0 });
  for (const { noticeId, n } of read) {
    const c = counts.get(noticeId);
    if (c) c.readCount = n;
  }
  return counts;
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
