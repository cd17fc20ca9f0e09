/**
 * THE benchmark table: one entry per key endpoint. A feature adds its endpoints here; an entry runs
 * as soon as the contract (packages/contract) has its method and path. `baseline` must run the SQL
 * the API runs (the bench prints a warning with both lists when they differ: keep them in step with
 * the service). Entries below marked "draft SQL" were written before their service existed.
 */
import type { BenchEntry } from './types';

const pick = <T>(items: readonly T[], i: number): T => items[i % items.length]!;

// Fragments of the SQL drizzle writes for the notice services (modules/notices, modules/staff-notices).
const studentNoticeFrom = `from "notice_deliveries" inner join "notices" on "notices"."id" = "notice_deliveries"."notice_id"
  left join "notice_categories" on "notice_categories"."id" = "notices"."category_id"`;
const visibleToStudent = `"notice_deliveries"."user_id" = $1 and "notice_deliveries"."start_date" <= $2
  and "notices"."open_status" = $3 and "notices"."deleted_at" is null and "notices"."end_date" >= $4`;
const studentListColumns = `"notices"."id", "notices"."title", "notices"."important", "notice_categories"."name", "notice_deliveries"."start_date", "notice_deliveries"."read_at" is not null`;
const newestFirst = `order by "notice_deliveries"."start_date" desc, "notice_deliveries"."notice_id" desc`;
/** The schools of a SCHOOL_* caller's school groups (policy.ts groupSchoolIds), with the user id as `$n`. */
const groupSchools = (
  n: number,
) => `(select "schools"."id" from "schools" inner join "staff_school_groups"
  on "staff_school_groups"."school_group_id" = "schools"."school_group_id" where "staff_school_groups"."user_id" = $${n})`;
const noticeColumns = [
  'id',
  'school_id',
  'group_id',
  'category_id',
  'title',
  'body',
  'important',
  'open_status',
  'start_date',
  'end_date',
  'opened_at',
  'deleted_at',
  'delivery_count',
  'read_count',
  'seq',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
]
  .map((c) => `"notices"."${c}"`)
  .join(', ');
/** findVisibleNotice for a SCHOOL_* caller: params [id, userId, 1]. */
const visibleNoticeSql = `select ${noticeColumns}, "notice_groups"."name", "schools"."extended_school_code", "schools"."name" from "notices"
  inner join "notice_groups" on "notice_groups"."id" = "notices"."group_id" inner join "schools" on "schools"."id" = "notices"."school_id"
  where ("notices"."id" = $1 and "notices"."deleted_at" is null and "notices"."school_id" in ${groupSchools(2)}) limit $3`;

export const entries: BenchEntry[] = [
  {
    name: 'me',
    method: 'GET',
    path: '/api/v1/me',
    principal: 'student',
    request: () => ({}),
    baseline: async (q, { userId }) =>
      (
        await q(
          `select "users"."id", "users"."user_type", "users"."role_type", "users"."last_name", "users"."first_name", "users"."email", "schools"."name"
           from "users" left join "schools" on "schools"."id" = "users"."school_id" where "users"."id" = $1`,
          [userId],
        )
      )[0],
  },
  {
    name: 'schools?areaCode',
    method: 'GET',
    path: '/api/v1/schools',
    principal: 'anonymous',
    request: (sample, _user, i) => ({ query: { areaCode: pick(sample.schools, i).areaCode } }),
    baseline: async (q, { query }) => ({
      schoolList: await q(
        `select "extended_school_code", "name", "area_code" from "schools" where "schools"."area_code" = $1
         order by "schools"."sort_order" asc, "schools"."extended_school_code" asc`,
        [query.areaCode],
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
      areaList: await q(
        `select "area_code", "area_name" from "areas" order by "areas"."sort_order" asc, "areas"."area_code" asc`,
      ),
    }),
  },
  {
    name: 'school-groups',
    method: 'GET',
    path: '/api/v1/school-groups',
    principal: 'SCHOOL_EDITOR',
    request: () => ({}),
    baseline: async (q, { userId }) => {
      const rows = await q<{ id: number; name: string; extended_school_code: string | null }>(
        `select "school_groups"."id", "school_groups"."name", "schools"."extended_school_code", "schools"."name", "schools"."area_code"
         from "staff_school_groups" inner join "school_groups" on "school_groups"."id" = "staff_school_groups"."school_group_id"
         left join "schools" on "schools"."school_group_id" = "school_groups"."id"
         where "staff_school_groups"."user_id" = $1
         order by "school_groups"."id" asc, "schools"."sort_order" asc, "schools"."extended_school_code" asc`,
        [userId],
      );
      const groups = new Map<number, { id: number; name: string; schools: unknown[] }>();
      for (const row of rows) {
        const group = groups.get(row.id) ?? { id: row.id, name: row.name, schools: [] };
        groups.set(row.id, group);
        if (row.extended_school_code !== null) group.schools.push(row);
      }
      return { schoolGroupList: [...groups.values()] };
    },
  },

  // Student reads (spec 000 §4): modules/notices/service.ts.
  {
    name: 'notices/unread?limit=5',
    method: 'GET',
    path: '/api/v1/users/notices/unread',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    request: () => ({ query: { limit: 5 } }),
    baseline: async (q, { userId, today, query }) => {
      const rows = await q<{ count: string }>(
        `select ${studentListColumns}, count(*) over () ${studentNoticeFrom}
         where ((${visibleToStudent}) and "notice_deliveries"."read_at" is null)
         ${newestFirst} limit $5`,
        [userId, today, true, today, Number(query.limit)],
      );
      return { unreadNoticeList: rows, unreadNoticeTotalCount: Number(rows[0]?.count ?? 0) };
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
      return {
        noticeList: await q(
          `select ${studentListColumns} ${studentNoticeFrom} where (${visibleToStudent})
           ${newestFirst} limit $5 offset $6`,
          [userId, today, true, today, limit, offset],
        ),
      };
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
      const [row] = await q<{ '?column?': boolean }>(
        `select ${studentListColumns}, "notices"."body" ${studentNoticeFrom}
         where ((${visibleToStudent}) and "notice_deliveries"."notice_id" = $5) limit $6`,
        [userId, today, true, today, params.id, 1],
      );
      if (row && !row['?column?']) {
        await q(
          `with "first_read" as (update "notice_deliveries" set "read_at" = $1::timestamptz
           where "notice_deliveries"."notice_id" = $2 and "notice_deliveries"."user_id" = $3 and "notice_deliveries"."read_at" is null
           returning 1)
           update "notices" set "read_count" = "notices"."read_count" + 1 where "notices"."id" = $4 and exists (select 1 from "first_read")`,
          [now.toISOString(), params.id, userId, params.id],
        );
      }
      return row;
    },
    // Reads made by this run (generated read times are all before generation): unread again.
    cleanup: async (q, startedAt) => {
      await q(`update notice_deliveries set read_at = null where read_at >= $1`, [startedAt]);
      // …and the read counts kept on notices (apps/api/src/db/schema.ts recountNoticeDeliveriesSql).
      await q(`update notices set read_count = c.read from (select notice_id, count(read_at)::int as read
        from notice_deliveries group by notice_id) c where notices.id = c.notice_id and notices.read_count <> c.read`);
      await q(`vacuum (analyze) notice_deliveries, notices`);
    },
  },

  // Staff notices (spec 000 §2, §3, §7): modules/staff-notices. The SQL is the SCHOOL_* callers' (their school groups).
  {
    name: 'staff notices?limit=10&page=1',
    method: 'GET',
    path: '/api/v1/schools/notices',
    principal: 'SCHOOL_EDITOR',
    target: 'p99 ≤ 50 ms',
    request: () => ({ query: { limit: 10, page: 1 } }),
    baseline: async (q, { userId, query }) => {
      // Page 1: each school's newest `limit` (lateral, index notices_school_page_idx), the newest
      // `limit` of those, their group names; the total as a count subquery (service.ts buildSearch).
      const limit = Number(query.limit);
      const page = `select "n"."id", "n"."title", "n"."open_status", "n"."start_date", "n"."end_date", "n"."created_at", "n"."read_count",
         "n"."delivery_count", "n"."group_id" from ${groupSchools(2)} "s"
         cross join lateral (select "id", "title", "open_status", "start_date", "end_date", "created_at", "read_count", "delivery_count",
         "group_id" from "notices" where ("notices"."school_id" = "s"."id" and "notices"."deleted_at" is null)
         order by "notices"."created_at" desc, "notices"."id" desc limit $3) "n"
         order by "n"."created_at" desc, "n"."id" desc limit $4 offset $5`;
      const rows = await q<{ count: string }>(
        `select "p"."id", "p"."title", "p"."open_status", "p"."start_date", "p"."end_date", "p"."created_at", "p"."read_count",
         "p"."delivery_count", "notice_groups"."name", ((select count(*) from "notices"
         where ("notices"."school_id" in ${groupSchools(1)} and "notices"."deleted_at" is null)))
         from (${page}) "p" inner join "notice_groups" on "notice_groups"."id" = "p"."group_id"
         order by "p"."created_at" desc, "p"."id" desc`,
        [userId, userId, limit, limit, 0],
      );
      return { noticeSearchResultList: rows, total: Number(rows[0]?.count ?? 0) };
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
      const [notice] = await q<{ id: number; title: string }>(visibleNoticeSql, [
        params.id,
        userId,
        1,
      ]);
      const rows = await q<{ '?column?': boolean }>(
        `select "notice_deliveries"."read_at" is not null, coalesce("students"."school_year", -1), "departments"."name", "courses"."name",
         "users"."last_name", "users"."first_name", "users"."email", coalesce("students"."is_careful", false) from "notice_deliveries"
         inner join "users" on "users"."id" = "notice_deliveries"."user_id"
         left join "students" on "students"."user_id" = "notice_deliveries"."user_id"
         left join "departments" on "departments"."id" = "students"."department_id"
         left join "courses" on "courses"."id" = "students"."course_id" where "notice_deliveries"."notice_id" = $1
         order by case when "students"."school_year" = -1 then 99 else "students"."school_year" end nulls last,
         "departments"."name" collate "C", "courses"."name" collate "C", "students"."student_number" collate "C", "users"."id" asc`,
        [notice!.id],
      );
      const readCount = rows.filter((r) => r['?column?']).length;
      return {
        noticeId: notice!.id,
        noticeTitle: notice!.title,
        readCount,
        deliveryCount: rows.length,
        noticeReadResultList: rows,
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
    baseline: async (q, { userId, body, now, tx }) => {
      const b = body as {
        noticeTitle: string;
        noticeBody: string;
        noticeCategory: number;
        noticeGroupId: number;
        noticeStartDate: string;
        noticeEndDate: string;
      };
      await q(`select "id" from "notice_categories" where "notice_categories"."id" = $1 limit $2`, [
        b.noticeCategory,
        1,
      ]);
      const [group] = await q<{ id: number; school_id: number }>(
        `select "id", "school_id" from "notice_groups" where ("notice_groups"."id" = $1 and "notice_groups"."school_id" in ${groupSchools(2)}) limit $3`,
        [b.noticeGroupId, userId, 1],
      );
      const id = await tx(async (t) => {
        const [row] = await t<{ id: number; seq: number }>(
          `insert into "notices" ("id", "school_id", "group_id", "category_id", "title", "body", "important", "open_status", "start_date",
           "end_date", "opened_at", "deleted_at", "delivery_count", "read_count", "seq", "created_at", "created_by", "updated_at", "updated_by")
           values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, default, default, default, default, $11, $12, $13, $14) returning "id", "seq"`,
          [
            group!.school_id,
            group!.id,
            b.noticeCategory,
            b.noticeTitle,
            JSON.parse(b.noticeBody) as string,
            false,
            true,
            b.noticeStartDate,
            b.noticeEndDate,
            now,
            now,
            userId,
            now,
            userId,
          ],
        );
        await t(
          `insert into "notice_deliveries" ("notice_id", "user_id", "read_at", "start_date") select $1::bigint as "notice_id", "notice_group_members"."user_id",
           null::timestamptz as "read_at", $2::date as "start_date" from "notice_group_members" inner join "users" on ("users"."id" = "notice_group_members"."user_id"
           and "users"."status" <> $3) where "notice_group_members"."group_id" = $4 on conflict do nothing`,
          [row!.id, b.noticeStartDate, 'DELETE', group!.id],
        );
        await t(
          `update "notices" set "delivery_count" = (select count(*)::int from "notice_deliveries" where "notice_deliveries"."notice_id" = $1)
           where "notices"."id" = $2`,
          [row!.id, row!.id],
        );
        await t(
          `insert into "audit_log" ("id", "actor_user_id", "action", "entity", "entity_id", "detail", "at") values (default, $1, $2, $3, $4, $5, default)`,
          [
            userId,
            'create',
            'notice',
            String(row!.id),
            JSON.stringify({
              title: b.noticeTitle,
              openStatus: true,
              groupId: group!.id,
              seq: row!.seq,
            }),
          ],
        );
        return row!.id;
      });
      const [notice] = await q(visibleNoticeSql, [id, userId, 1]);
      const careful = await q(
        `select 1 from "notice_deliveries" inner join "students" on ("students"."user_id" = "notice_deliveries"."user_id"
         and "students"."is_careful" = $1) where "notice_deliveries"."notice_id" = $2 limit $3`,
        [true, id, 1],
      );
      return { ...notice, hasCarefulRecipient: careful.length > 0 };
    },
    // The notices (their deliveries cascade) and audit rows of this run; vacuumed, or dead rows slow later runs.
    cleanup: async (q, startedAt) => {
      await q(`delete from notices where title like 'ベンチマーク %' and created_at >= $1`, [
        startedAt,
      ]);
      await q(`delete from audit_log where entity = 'notice' and at >= $1`, [startedAt]);
      await q(`vacuum (analyze) notices, notice_deliveries, audit_log`);
    },
  },
];
