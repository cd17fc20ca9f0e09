/**
 * THE benchmark table: one entry per key endpoint. A feature adds its endpoints here (or in
 * staff-endpoints.ts); an entry runs as soon as the contract (packages/contract) has its method and
 * path. `baseline` must run the SQL the API runs and answer what the API answers (the bench prints
 * a warning with both when they differ: keep them in step with the service). Each SQL text is a
 * `statement` built once: the baseline prepares it, as the API prepares its hot reads.
 */
import type { SchoolGroup, StudentNotice } from '@tayori/contract';
import { directoryEntries } from './directory-endpoints';
import { noticeGroupEntries } from './notice-group-endpoints';
import { staffEntries } from './staff-endpoints';
import { statement } from './statement';
import type { BenchEntry } from './types';

const pick = <T>(items: readonly T[], i: number): T => items[i % items.length]!;

// Fragments of the SQL drizzle writes for the student notice service (modules/notices).
const studentNoticeFrom = `from "notice_deliveries" inner join "notices" on "notices"."id" = "notice_deliveries"."notice_id"
  left join "notice_categories" on "notice_categories"."id" = "notices"."category_id"`;
const visibleToStudent = `"notice_deliveries"."user_id" = $1 and "notice_deliveries"."start_date" <= $2
  and "notices"."open_status" = $3 and "notices"."deleted_at" is null and "notices"."end_date" >= $4`;
const studentListColumns = `"notices"."id", "notices"."title", "notices"."important", "notice_categories"."name", "notice_deliveries"."start_date", "notice_deliveries"."read_at" is not null`;
const newestFirst = `order by "notice_deliveries"."start_date" desc, "notice_deliveries"."notice_id" desc`;

type StudentNoticeRow = [number, string, boolean, string | null, string, boolean, ...unknown[]];
/** A row of `studentListColumns` as the contract's StudentNotice. */
const studentNotice = (r: StudentNoticeRow): StudentNotice => ({
  noticeId: r[0],
  noticeTitle: r[1],
  noticeImportantFlag: r[2],
  noticeCategory: r[3],
  noticeDate: r[4],
  noticeReadFlag: r[5],
});

const meSql =
  statement(`select "users"."id", "users"."user_type", "users"."role_type", "users"."last_name", "users"."first_name", "users"."email", "schools"."name"
  from "users" left join "schools" on "schools"."id" = "users"."school_id" where "users"."id" = $1`);
const schoolsOfAreaSql =
  statement(`select "extended_school_code", "name", "area_code" from "schools" where "schools"."area_code" = $1
  order by "schools"."sort_order" asc, "schools"."extended_school_code" asc`);
const areasSql = statement(
  `select "area_code", "area_name" from "areas" order by "areas"."sort_order" asc, "areas"."area_code" asc`,
);
const schoolGroupsSql =
  statement(`select "school_groups"."id", "school_groups"."name", "schools"."extended_school_code", "schools"."name", "schools"."area_code"
  from "staff_school_groups" inner join "school_groups" on "school_groups"."id" = "staff_school_groups"."school_group_id"
  left join "schools" on "schools"."school_group_id" = "school_groups"."id"
  where "staff_school_groups"."user_id" = $1
  order by "school_groups"."id" asc, "schools"."sort_order" asc, "schools"."extended_school_code" asc`);
const unreadSql = statement(`select ${studentListColumns}, count(*) over () ${studentNoticeFrom}
  where ((${visibleToStudent}) and "notice_deliveries"."read_at" is null) ${newestFirst} limit $5`);
const studentPageSql =
  statement(`select ${studentListColumns} ${studentNoticeFrom} where (${visibleToStudent})
  ${newestFirst} limit $5 offset $6`);
const studentDetailSql =
  statement(`select ${studentListColumns}, "notices"."body" ${studentNoticeFrom}
  where ((${visibleToStudent}) and "notice_deliveries"."notice_id" = $5) limit $6`);
const markReadSql =
  statement(`with "first_read" as (update "notice_deliveries" set "read_at" = $1::timestamptz
  where "notice_deliveries"."notice_id" = $2 and "notice_deliveries"."user_id" = $3 and "notice_deliveries"."read_at" is null
  returning 1)
  update "notices" set "read_count" = "notices"."read_count" + 1 where "notices"."id" = $4 and exists (select 1 from "first_read")`);

const readEntries: BenchEntry[] = [
  {
    name: 'me',
    method: 'GET',
    path: '/api/v1/me',
    principal: 'student',
    request: () => ({}),
    baseline: async (q, { userId }) => {
      const [r] = await q<[string, string, string | null, string, string, string, string | null]>(
        meSql,
        [userId],
      );
      return (
        r && {
          userId: r[0],
          userType: r[1],
          roleType: r[2],
          lastName: r[3],
          firstName: r[4],
          emailAddress: r[5],
          schoolName: r[6],
        }
      );
    },
  },
  {
    name: 'schools?areaCode',
    method: 'GET',
    path: '/api/v1/schools',
    principal: 'anonymous',
    request: (sample, _user, i) => ({ query: { areaCode: pick(sample.schools, i).areaCode } }),
    baseline: async (q, { query }) => ({
      schoolList: (await q<[string, string, string]>(schoolsOfAreaSql, [query.areaCode])).map(
        (r) => ({ extendedSchoolCode: r[0], schoolName: r[1], areaCode: r[2] }),
      ),
    }),
  },
  {
    name: 'areas',
    method: 'GET',
    path: '/api/v1/areas',
    principal: 'anonymous',
    request: () => ({}),
    baseline: async (q) => ({
      areaList: (await q<[string, string]>(areasSql)).map((r) => ({
        areaCode: r[0],
        areaName: r[1],
      })),
    }),
  },
  {
    name: 'school-groups',
    method: 'GET',
    path: '/api/v1/school-groups',
    principal: 'SCHOOL_EDITOR',
    request: () => ({}),
    baseline: async (q, { userId }) => {
      type Row = [number, string, string | null, string | null, string | null];
      const groups = new Map<number, SchoolGroup>();
      for (const r of await q<Row>(schoolGroupsSql, [userId])) {
        let group = groups.get(r[0]);
        if (!group) {
          group = { schoolGroupId: r[0], schoolGroupName: r[1], schools: [] };
          groups.set(r[0], group);
        }
        if (r[2] !== null && r[3] !== null && r[4] !== null)
          group.schools.push({ extendedSchoolCode: r[2], schoolName: r[3], areaCode: r[4] });
      }
      return { schoolGroupList: [...groups.values()] };
    },
  },

  // Student reads: modules/notices/service.ts.
  {
    name: 'notices/unread?limit=5',
    method: 'GET',
    path: '/api/v1/users/notices/unread',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    request: () => ({ query: { limit: 5 } }),
    baseline: async (q, { userId, today, query }) => {
      const rows = await q<StudentNoticeRow>(unreadSql, [
        userId,
        today,
        true,
        today,
        Number(query.limit),
      ]);
      return {
        unreadNoticeList: rows.map(studentNotice),
        unreadNoticeTotalCount: Number(rows[0]?.[6] ?? 0),
      };
    },
  },
  {
    name: 'notices?limit=10&page=1',
    method: 'GET',
    path: '/api/v1/users/notices',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    request: () => ({ query: { limit: 10, page: 1 } }),
    baseline: async (q, { userId, today, query }) => {
      const limit = Number(query.limit);
      const offset = (Number(query.page) - 1) * limit;
      const rows = await q<StudentNoticeRow>(studentPageSql, [
        userId,
        today,
        true,
        today,
        limit,
        offset,
      ]);
      return { noticeList: rows.map(studentNotice) };
    },
  },
  {
    name: 'PUT notices/{id} (read)',
    method: 'PUT',
    path: '/api/v1/users/notices/{id}',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    users: (sample) =>
      sample.studentIds.filter((id) => (sample.deliveredNoticeIds[id]?.length ?? 0) > 0),
    request: (sample, userId, i) => ({
      params: { id: pick(sample.deliveredNoticeIds[userId!]!, i) },
    }),
    baseline: async (q, { userId, today, params, now }) => {
      const [r] = await q<StudentNoticeRow>(studentDetailSql, [
        userId,
        today,
        true,
        today,
        params.id,
        1,
      ]);
      if (!r) return undefined;
      if (!r[5]) await q(markReadSql, [now.toISOString(), params.id, userId, params.id]);
      return { ...studentNotice(r), noticeReadFlag: true, noticeBody: r[6] as string };
    },
    // Reads made by this run (generated read times are all before generation): unread again.
    cleanup: async (sql, startedAt) => {
      await sql(`update notice_deliveries set read_at = null where read_at >= $1`, [startedAt]);
      // …and the read counts kept on notices (apps/api/src/db/schema/notices.ts recountNoticeDeliveriesSql).
      await sql(`update notices set read_count = c.read from (select notice_id, count(read_at)::int as read
        from notice_deliveries group by notice_id) c where notices.id = c.notice_id and notices.read_count <> c.read`);
      await sql(`vacuum (analyze) notice_deliveries, notices`);
    },
  },
];

export const entries: BenchEntry[] = [
  ...readEntries,
  ...staffEntries,
  ...directoryEntries,
  ...noticeGroupEntries,
];
