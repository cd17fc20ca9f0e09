import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { StudentNotice, StudentNoticeDetail } from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeCategories, noticeDeliveries, notices } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { preparedSelect, preparedStatement } from '../../platform/data/prepared';

/**
 * What a student sees (spec 000 §4): notices delivered to them, saved (not draft), not
 * deleted, with startDate ≤ today ≤ endDate in Asia/Tokyo (9999-12-31 = no end). Newest first.
 * Placeholders `userId` and `today`: every query here is prepared once per database.
 */
function visibleToStudent(): SQL {
  return and(
    eq(noticeDeliveries.userId, sql.placeholder('userId')),
    // The delivery's copy of the start date: the index's order, so a page stops at its tenth row.
    lte(noticeDeliveries.startDate, sql.placeholder('today')),
    eq(notices.openStatus, true),
    isNull(notices.deletedAt),
    gte(notices.endDate, sql.placeholder('today')),
  )!;
}

const listColumns = {
  noticeId: notices.id,
  noticeTitle: notices.title,
  noticeImportantFlag: notices.important,
  noticeCategory: noticeCategories.name,
  noticeDate: noticeDeliveries.startDate,
  // A flag, not the time: no timestamp to parse per row (the index carries read_at: index-only).
  noticeReadFlag: sql<boolean>`${noticeDeliveries.readAt} is not null`,
};

const newestFirst = [desc(noticeDeliveries.startDate), desc(noticeDeliveries.noticeId)];

const unreadQuery = preparedSelect('student_unread_notices', (db) =>
  db
    .select({ ...listColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(noticeDeliveries)
    .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
    .leftJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(and(visibleToStudent(), isNull(noticeDeliveries.readAt)))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit')),
);

/** The newest unread visible notices and how many unread ones there are, in one query. */
export async function findUnreadNotices(db: Db, userId: string, today: string, limit: number) {
  const rows = await unreadQuery(db).execute({ userId, today, limit });
  return {
    unreadNoticeList: rows.map(({ total: _total, ...row }): StudentNotice => row),
    // count(*) over () is taken before the limit and arrives with every row; no row, nothing unread.
    unreadNoticeTotalCount: rows[0]?.total ?? 0,
  };
}

const pageQuery = preparedSelect('student_notices_page', (db) =>
  db
    .select(listColumns)
    .from(noticeDeliveries)
    .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
    .leftJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(visibleToStudent())
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

/** One page (1-based) of the visible notices, read or not. */
export async function findStudentNotices(
  db: Db,
  userId: string,
  today: string,
  page: number,
  limit: number,
): Promise<StudentNotice[]> {
  return pageQuery(db).execute({ userId, today, limit, offset: (page - 1) * limit });
}

const detailQuery = preparedSelect('student_notice_detail', (db) =>
  db
    .select({ ...listColumns, noticeBody: notices.body })
    .from(noticeDeliveries)
    .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
    .leftJoin(noticeCategories, eq(noticeCategories.id, notices.categoryId))
    .where(and(visibleToStudent(), eq(noticeDeliveries.noticeId, sql.placeholder('noticeId'))))
    .limit(1),
);

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
  const [row] = await detailQuery(db).execute({ userId, today, noticeId });
  if (!row) throw notFound();
  if (!row.noticeReadFlag) await markRead(db, noticeId, userId, now);
  return { ...row, noticeReadFlag: true };
}

/**
 * The first read: read_at from null to `now` and the notice's read_count + 1 in one statement, so
 * the count moves only when this call is the one that changed the row (two tabs reading at once
 * count once).
 */
const firstRead = preparedStatement(
  'student_notice_first_read',
  sql`with "first_read" as (
    update ${noticeDeliveries} set ${sql.identifier(noticeDeliveries.readAt.name)} = ${sql.placeholder('now')}::timestamptz
    where ${noticeDeliveries.noticeId} = ${sql.placeholder('noticeId')} and ${noticeDeliveries.userId} = ${sql.placeholder('userId')} and ${noticeDeliveries.readAt} is null
    returning 1)
  update ${notices} set ${sql.identifier(notices.readCount.name)} = ${notices.readCount} + 1
  where ${notices.id} = ${sql.placeholder('noticeId')} and exists (select 1 from "first_read")`,
);

async function markRead(db: Db, noticeId: number, userId: string, now: Date): Promise<void> {
  await firstRead(db).execute({ now: now.toISOString(), noticeId, userId });
}
