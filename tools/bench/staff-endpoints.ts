/**
 * The staff notice entries of the benchmark table (endpoints.ts): modules/staff-notices. The SQL is
 * the SCHOOL_* callers' (their school groups).
 */
import {
  noticeStatusOf,
  tokyoDateOf,
  type NoticeReadRow,
  type StaffNoticeSearchRow,
} from '@tayori/contract';
import { createOpenNotice } from './notice-create';
import { groupSchools, visibleNoticeSql, type NoticeRow } from './staff-sql';
import { statement } from './statement';
import type { BenchEntry } from './types';

// Page 1: each school's newest `limit` (lateral, index notices_school_page_idx), the newest `limit`
// of those, their group names; the total as a count subquery (service.ts buildSearch).
const searchPage = `select "n"."id", "n"."title", "n"."open_status", "n"."start_date", "n"."end_date", "n"."created_at", "n"."read_count",
  "n"."delivery_count", "n"."group_id" from ${groupSchools(2)} "s"
  cross join lateral (select "id", "title", "open_status", "start_date", "end_date", "created_at", "read_count", "delivery_count",
  "group_id" from "notices" where ("notices"."school_id" = "s"."id" and "notices"."deleted_at" is null)
  order by "notices"."created_at" desc, "notices"."id" desc limit $3) "n"
  order by "n"."created_at" desc, "n"."id" desc limit $4 offset $5`;
const searchSql =
  statement(`select "p"."id", "p"."title", "p"."open_status", "p"."start_date", "p"."end_date", "p"."created_at", "p"."read_count",
  "p"."delivery_count", "notice_groups"."name", ((select count(*) from "notices"
  where ("notices"."school_id" in ${groupSchools(1)} and "notices"."deleted_at" is null)))
  from (${searchPage}) "p" inner join "notice_groups" on "notice_groups"."id" = "p"."group_id"
  order by "p"."created_at" desc, "p"."id" desc`);
type SearchRow = [number, string, boolean, string, string, string, number, number, string, string];

const readStatusSql =
  statement(`select "notice_deliveries"."read_at" is not null, coalesce("students"."school_year", -1), "departments"."name", "courses"."name",
  "users"."last_name", "users"."first_name", "users"."email", coalesce("students"."is_careful", false) from "notice_deliveries"
  inner join "users" on "users"."id" = "notice_deliveries"."user_id"
  left join "students" on "students"."user_id" = "notice_deliveries"."user_id"
  left join "departments" on "departments"."id" = "students"."department_id"
  left join "courses" on "courses"."id" = "students"."course_id" where "notice_deliveries"."notice_id" = $1
  order by case when "students"."school_year" = -1 then 99 else "students"."school_year" end nulls last,
  "departments"."name" collate "C", "courses"."name" collate "C", "students"."student_number" collate "C", "users"."id" asc`);
type ReadRow = [boolean, number, string | null, string | null, string, string, string, boolean];

export const staffEntries: BenchEntry[] = [
  {
    name: 'staff notices?limit=10&page=1',
    method: 'GET',
    path: '/api/v1/schools/notices',
    principal: 'SCHOOL_EDITOR',
    target: 'p99 ≤ 50 ms',
    request: () => ({ query: { limit: 10, page: 1 } }),
    baseline: async (q, { userId, query, today }) => {
      const limit = Number(query.limit);
      const rows = await q<SearchRow>(searchSql, [userId, userId, limit, limit, 0]);
      const total = Number(rows[0]?.[9] ?? 0);
      return {
        noticeSearchResultList: rows.map((r): StaffNoticeSearchRow => {
          const n = { noticeOpenStatus: r[2], noticeStartDate: r[3], noticeEndDate: r[4] };
          return {
            noticeId: r[0],
            noticeTitle: r[1],
            noticeStatus: noticeStatusOf(n, today),
            readCount: r[6],
            deliveryCount: r[7],
            noticeGroupName: r[8],
            noticeStartDate: r[3],
            noticeEndDate: r[4],
            noticeRegisterDate: tokyoDateOf(new Date(r[5])),
          };
        }),
        noticeSearchResultsTotalCount: total,
        noticeTotalCount: total,
      };
    },
  },
  {
    name: 'staff notices/read/{id} (10k)',
    method: 'GET',
    path: '/api/v1/schools/notices/read/{id}',
    principal: { role: 'SCHOOL_EDITOR', bigSchool: true },
    // The target is a page load for one staff member: measured one request at a time.
    target: '≤ 250 ms (1 connection)',
    connections: 1,
    request: (sample) => ({ params: { id: sample.groupOf10kNoticeId } }),
    baseline: async (q, { userId, params }) => {
      const [notice] = await q<NoticeRow>(visibleNoticeSql, [params.id, userId, 1]);
      const rows = await q<ReadRow>(readStatusSql, [notice![0]]);
      let readCount = 0;
      const list = new Array<NoticeReadRow>(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i]!;
        if (r[0]) readCount++;
        list[i] = {
          rowId: i + 1,
          noticeReadFlag: r[0],
          schoolYear: r[1],
          departmentName: r[2],
          courseName: r[3],
          userSurname: r[4],
          userGivenname: r[5],
          emailAddress: r[6],
          isCareful: r[7],
        };
      }
      return {
        noticeId: notice![0],
        noticeTitle: notice![4],
        readCount,
        deliveryCount: rows.length,
        noticeReadResultList: list,
      };
    },
  },
  {
    name: 'POST staff notices/new (10k group)',
    method: 'POST',
    path: '/api/v1/schools/notices/new',
    principal: { role: 'SCHOOL_EDITOR', bigSchool: true },
    target: '≤ 1 s',
    connections: 1,
    amount: 20,
    // Each side creates its own notice.
    answerVaries: ['noticeId'],
    request: (sample, _user, i) => ({
      body: {
        noticeTitle: `ベンチマーク ${i}`,
        noticeBody: JSON.stringify('<p>ベンチマークのお知らせ</p>'),
        noticeCategory: 1,
        noticeGroupId: sample.groupOf10k.groupId,
        noticeStartDate: sample.today,
        noticeEndDate: '9999-12-31',
        noticeImportantFlag: false,
        noticeOpenStatus: true,
      },
    }),
    baseline: createOpenNotice,
    // The notices (their deliveries cascade) and audit rows of this run; vacuumed, or dead rows slow later runs.
    cleanup: async (sql, startedAt) => {
      await sql(`delete from notices where title like 'ベンチマーク %' and created_at >= $1`, [
        startedAt,
      ]);
      await sql(`delete from audit_log where entity = 'notice' and at >= $1`, [startedAt]);
      await sql(`vacuum (analyze) notices, notice_deliveries, audit_log`);
    },
  },
];
