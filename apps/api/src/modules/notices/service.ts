import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { StudentNotice, StudentNoticeDetail } from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeCategories, noticeDeliveries, notices } from '../../db/schema';
import { notFound } from '../../platform/errors';

/**
 * What a student sees (spec 000 §4, issue 4 §8): notices delivered to them, saved (not draft), not
 * deleted, with startDate ≤ today ≤ endDate in Asia/Tokyo (9999-12-31 = no end). Newest first.
 */
function visibleTo(userId: string, today: string): SQL {
  return and(
    eq(noticeDeliveries.userId, userId),
    eq(notices.openStatus, true),
    isNull(notices.deletedAt),
    lte(notices.startDate, today),
    gte(notices.endDate, today),
  )!;
}

const listColumns = {
  noticeId: notices.id,
  noticeTitle: notices.title,
  noticeImportantFlag: notices.important,
  noticeCategory: noticeCategories.name,
  noticeDate: notices.startDate,
  readAt: noticeDeliveries.readAt,
};

const newestFirst = [desc(notices.startDate), desc(notices.id)];

const toNotice = ({ readAt, ...row }: { readAt: Date | null } & Omit<StudentNotice, 'noticeReadFlag'>): StudentNotice => ({
  ...row,
  noticeReadFlag: readAt !== null,
});

/** The newest unread visible notices and how many unread ones there are, in one query. */
export async function findUnreadNotices(db: Db, userId: string, today: string, limit: number) {
  const rows = await db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(noticeDeliveries)
    .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
    .leftJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(and(visibleTo(userId, today), isNull(noticeDeliveries.readAt)))
    .orderBy(...newestFirst)
    .limit(limit);
  return {
    unreadNoticeList: rows.map(({ total: _total, ...row }) => toNotice(row)),
    // count(*) over () is taken before the limit and arrives with every row; no row, nothing unread.
    unreadNoticeTotalCount: rows[0]?.total ?? 0,
  };
}

/** One page (1-based) of the visible notices, read or not. */
export async function findStudentNotices(db: Db, userId: string, today: string, page: number, limit: number) {
  const rows = await db
    .select(listColumns)
    .from(noticeDeliveries)
    .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
    .leftJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(visibleTo(userId, today))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map(toNotice);
}

/**
 * Marks a visible notice read (the first read time is kept) and answers it with its body. Any id the
 * student cannot see today (another's, undelivered, draft, deleted, out of dates) is 404.
 */
export async function readStudentNotice(
  db: Db,
  userId: string,
  noticeId: number,
  today: string,
  now: Date,
): Promise<StudentNoticeDetail> {
  const [row] = await db
    .select({ ...listColumns, noticeBody: notices.body })
    .from(noticeDeliveries)
    .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
    .leftJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(and(visibleTo(userId, today), eq(noticeDeliveries.noticeId, noticeId)))
    .limit(1);
  if (!row) throw notFound();
  if (row.readAt === null) {
    await db
      .update(noticeDeliveries)
      .set({ readAt: now })
      .where(
        and(eq(noticeDeliveries.noticeId, noticeId), eq(noticeDeliveries.userId, userId), isNull(noticeDeliveries.readAt)),
      );
  }
  return { ...toNotice(row), noticeReadFlag: true, noticeBody: row.noticeBody };
}
