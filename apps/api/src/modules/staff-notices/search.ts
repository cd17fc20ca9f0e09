import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  gte,
  sql,
  type AnyColumn,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  noticeStatusOf,
  tokyoDateOf,
  type NoticeStatus,
  type StaffNoticeSearchResponse,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeGroups, notices, schools } from '../../db/schema';
import { containing } from '../../platform/data/like';
import { groupSchoolIds } from '../../domain/schools/reach';
import { prepareSelect, preparedFor } from '../../platform/data/prepared';
import type { SchoolScope } from './policy';

/** The staff notice search (spec 000 §3): one page of a school scope's notices, newest first, with the total. */

/**
 * The status rule of `noticeStatusOf` as a condition on the columns (no CASE: plain comparisons on
 * open_status, start_date and end_date), so a status filter pages in SQL. `today` may be a placeholder.
 */
export function hasStatus(status: NoticeStatus, today: string | Placeholder): SQL {
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

export interface NoticeSearch {
  today: string;
  /** Which schools' notices: the caller's home schools or one chosen school (policy.ts). */
  schools: SchoolScope;
  title?: string | undefined;
  noticeStatus?: NoticeStatus | undefined;
  page: number;
  limit: number;
}

/** The shape of one search statement: which schools, and which filters are on. */
interface SearchShape {
  groups: boolean;
  title: boolean;
  status: NoticeStatus | undefined;
}

/** The ids of the schools searched: `userId`'s school groups' schools, or the one `schoolId`. */
const schoolIdsOf = (db: Db, groups: boolean) =>
  groups
    ? groupSchoolIds(db, sql.placeholder('userId'))
    : db
        .select({ id: schools.id })
        .from(schools)
        .where(eq(schools.id, sql.placeholder('schoolId')));

/** The filters besides the school, on the partial index notices_school_page_idx (deleted_at is null). */
const searchFilter = (shape: SearchShape) =>
  and(
    isNull(notices.deletedAt),
    shape.title ? ilike(notices.title, sql.placeholder('title')) : undefined,
    shape.status ? hasStatus(shape.status, sql.placeholder('today')) : undefined,
  );

const newestFirst = <T extends { createdAt: AnyColumn; id: AnyColumn }>(t: T) => [
  desc(t.createdAt),
  desc(t.id),
];

/**
 * One page and the total in one statement, cheap on PostgreSQL and PGlite alike:
 * - the page: for each searched school, its newest `offset + limit` matches straight from the index
 *   (school_id, created_at desc, id desc) — a lateral join, since the planner cannot merge the index
 *   order of several schools — then the newest of those, and only then the group names of the page;
 * - the total: a count over the same index (index-only when no title/status filter), not
 *   `count(*) over ()`, which joined and sorted every match to number ten.
 */
function buildSearch(db: Db, shape: SearchShape, name: string) {
  const filter = searchFilter(shape);
  const s = schoolIdsOf(db, shape.groups).as('s');
  const matches = db
    .select({
      id: notices.id,
      title: notices.title,
      openStatus: notices.openStatus,
      startDate: notices.startDate,
      endDate: notices.endDate,
      createdAt: notices.createdAt,
      readCount: notices.readCount,
      deliveryCount: notices.deliveryCount,
      groupId: notices.groupId,
    })
    .from(notices)
    .where(and(eq(notices.schoolId, s.id), filter))
    .orderBy(...newestFirst(notices))
    .limit(sql.placeholder('perSchool'))
    .as('n');
  const page = db
    .select({
      id: matches.id,
      title: matches.title,
      openStatus: matches.openStatus,
      startDate: matches.startDate,
      endDate: matches.endDate,
      createdAt: matches.createdAt,
      readCount: matches.readCount,
      deliveryCount: matches.deliveryCount,
      groupId: matches.groupId,
    })
    .from(s)
    .crossJoinLateral(matches)
    .orderBy(...newestFirst(matches))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('p');
  const total = db
    .select({ total: count() })
    .from(notices)
    .where(and(inArray(notices.schoolId, schoolIdsOf(db, shape.groups)), filter));
  return {
    page: prepareSelect(
      db,
      name,
      db
        .select({
          noticeId: page.id,
          noticeTitle: page.title,
          noticeOpenStatus: page.openStatus,
          noticeStartDate: page.startDate,
          noticeEndDate: page.endDate,
          createdAt: page.createdAt,
          // Kept on the notice with its deliveries (commands.ts deliver, the student read): counting
          // deliveries here cost a scan of every recipient of the page's notices.
          readCount: page.readCount,
          deliveryCount: page.deliveryCount,
          noticeGroupName: noticeGroups.name,
          total: sql<number>`(${total})`.mapWith(Number),
        })
        .from(page)
        .innerJoin(noticeGroups, eq(noticeGroups.id, page.groupId))
        .orderBy(...newestFirst(page)),
    ),
    /** Only asked when a page past the end comes back empty. */
    count: prepareSelect(db, `${name}_count`, total),
  };
}

type SearchStatements = ReturnType<typeof buildSearch>;

/** One prepared pair per shape (2 scopes × title or not × 5 status choices), built on first use. */
const searchStatements = new Map<string, (db: Db) => SearchStatements>();

function searchFor(db: Db, shape: SearchShape): SearchStatements {
  const key = `${shape.groups ? 'groups' : 'school'}_${shape.title ? 'title' : 'any'}_${shape.status ?? 'all'}`;
  let statements = searchStatements.get(key);
  if (statements === undefined) {
    statements = preparedFor((d) =>
      buildSearch(d, shape, `staff_notice_search_${key.toLowerCase()}`),
    );
    searchStatements.set(key, statements);
  }
  return statements(db);
}

/** One page of notices, newest registration first, with read and delivery counts. */
export async function searchNotices(db: Db, s: NoticeSearch): Promise<StaffNoticeSearchResponse> {
  if (s.schools === null) {
    return { noticeSearchResultList: [], noticeSearchResultsTotalCount: 0, noticeTotalCount: 0 };
  }
  const title = s.title?.trim();
  const scope = s.schools;
  const groups = 'schoolGroupsOf' in scope;
  const statements = searchFor(db, { groups, title: !!title, status: s.noticeStatus });
  const offset = (s.page - 1) * s.limit;
  const params = {
    ...('schoolGroupsOf' in scope
      ? { userId: scope.schoolGroupsOf }
      : { schoolId: scope.schoolId }),
    ...(title ? { title: containing(title) } : {}),
    ...(s.noticeStatus ? { today: s.today } : {}),
    perSchool: offset + s.limit,
    limit: s.limit,
    offset,
  };
  const rows = await statements.page.execute(params);
  const total =
    rows[0]?.total ?? (s.page > 1 ? ((await statements.count.execute(params))[0]?.total ?? 0) : 0);
  return {
    // One object literal per row (a rest and a spread copied every row twice).
    noticeSearchResultList: rows.map((r) => ({
      noticeId: r.noticeId,
      noticeTitle: r.noticeTitle,
      noticeStatus: noticeStatusOf(r, s.today),
      readCount: r.readCount,
      deliveryCount: r.deliveryCount,
      noticeGroupName: r.noticeGroupName,
      noticeStartDate: r.noticeStartDate,
      noticeEndDate: r.noticeEndDate,
      noticeRegisterDate: tokyoDateOf(r.createdAt),
    })),
    noticeSearchResultsTotalCount: total,
    noticeTotalCount: total,
  };
}
