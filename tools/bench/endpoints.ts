/**
 * THE benchmark table: one entry per key endpoint. A feature adds its endpoints here; an entry runs
 * as soon as the contract (packages/contract) has its method and path. `baseline` must run the SQL
 * the API runs (the bench prints a warning with both lists when they differ: keep them in step with
 * the service). Entries below marked "draft SQL" were written before their service existed.
 */
import type { BenchEntry } from './types';

const pick = <T>(items: readonly T[], i: number): T => items[i % items.length]!;
const inList = (from: number, count: number) => Array.from({ length: count }, (_v, k) => `$${from + k}`).join(', ');

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
      areaList: await q(`select "area_code", "area_name" from "areas" order by "areas"."sort_order" asc, "areas"."area_code" asc`),
    }),
  },
  {
    name: 'school-groups',
    method: 'GET',
    path: '/api/v1/school-groups',
    principal: 'SCHOOL_EDITOR',
    request: () => ({}),
    baseline: async (q, { userId }) => {
      const groups = await q<{ id: number }>(
        `select "school_groups"."id", "school_groups"."name" from "staff_school_groups"
         inner join "school_groups" on "school_groups"."id" = "staff_school_groups"."school_group_id"
         where "staff_school_groups"."user_id" = $1 order by "school_groups"."id" asc`,
        [userId],
      );
      if (groups.length === 0) return { schoolGroupList: [] };
      const schools = await q(
        `select "extended_school_code", "name", "area_code", "school_group_id" from "schools"
         where "schools"."school_group_id" in (${inList(1, groups.length)})
         order by "schools"."sort_order" asc, "schools"."extended_school_code" asc`,
        groups.map((g) => g.id),
      );
      return { schoolGroupList: groups.map((g) => ({ ...g, schools: schools.filter((s) => s.school_group_id === g.id) })) };
    },
  },

  // Student reads (issue 4). Draft SQL: replace with what the service runs.
  {
    name: 'notices/unread?limit=5',
    method: 'GET',
    path: '/api/v1/users/notices/unread',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    request: () => ({ query: { limit: 5 } }),
    baseline: async (q, { userId, today, query }) => {
      const where = `d.user_id = $1 and d.read_at is null and n.open_status and n.deleted_at is null and n.start_date <= $2 and n.end_date >= $2`;
      const list = await q(
        `select n.id, n.title, n.important, c.name as category, n.start_date from notice_deliveries d
         join notices n on n.id = d.notice_id join notice_categories c on c.id = n.category_id
         where ${where} order by n.start_date desc, n.id desc limit $3`,
        [userId, today, Number(query.limit)],
      );
      const [count] = await q(`select count(*)::int as n from notice_deliveries d join notices n on n.id = d.notice_id where ${where}`, [userId, today]);
      return { unreadNoticeList: list, unreadNoticeTotalCount: count?.n };
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
      return q(
        `select n.id, n.title, n.important, c.name as category, n.start_date, d.read_at is not null as read from notice_deliveries d
         join notices n on n.id = d.notice_id join notice_categories c on c.id = n.category_id
         where d.user_id = $1 and n.open_status and n.deleted_at is null and n.start_date <= $2 and n.end_date >= $2
         order by n.start_date desc, n.id desc limit $3 offset $4`,
        [userId, today, limit, (Number(query.page) - 1) * limit],
      );
    },
  },
  {
    name: 'PUT notices/{id} (read)',
    method: 'PUT',
    path: '/api/v1/users/notices/{id}',
    principal: 'student',
    target: '≥ 70% of baseline, p99 ≤ 25 ms, 50k within 1.5× of 5k',
    users: (sample) => sample.studentIds.filter((id) => (sample.deliveredNoticeIds[id]?.length ?? 0) > 0),
    request: (sample, userId, i) => ({ params: { id: pick(sample.deliveredNoticeIds[userId!]!, i) } }),
    baseline: async (q, { userId, today, params, now }) => {
      const [row] = await q(
        `select n.id, n.title, n.body, n.important, c.name as category, n.start_date from notice_deliveries d
         join notices n on n.id = d.notice_id join notice_categories c on c.id = n.category_id
         where d.notice_id = $1 and d.user_id = $2 and n.open_status and n.deleted_at is null and n.start_date <= $3 and n.end_date >= $3`,
        [params.id, userId, today],
      );
      await q(`update notice_deliveries set read_at = $3 where notice_id = $1 and user_id = $2 and read_at is null`, [params.id, userId, now]);
      return row;
    },
  },

  // Staff notices (issue 5). Draft SQL: replace with what the service runs.
  {
    name: 'staff notices?limit=10&page=1',
    method: 'GET',
    path: '/api/v1/schools/notices',
    principal: 'SCHOOL_EDITOR',
    target: 'p99 ≤ 50 ms',
    request: () => ({ query: { limit: 10, page: 1 } }),
    baseline: async (q, { userId, query }) => {
      const mine = `n.deleted_at is null and n.school_id in (select s.id from schools s
        join staff_school_groups g on g.school_group_id = s.school_group_id where g.user_id = $1)`;
      const limit = Number(query.limit);
      const rows = await q(
        `select n.id, n.title, n.open_status, n.start_date, n.end_date, n.created_at, g.name as group_name,
           (select count(*) from notice_deliveries d where d.notice_id = n.id and d.read_at is not null) as read_count,
           (select count(*) from notice_deliveries d where d.notice_id = n.id) as delivery_count
         from notices n join notice_groups g on g.id = n.group_id where ${mine}
         order by n.created_at desc, n.id desc limit $2 offset $3`,
        [userId, limit, (Number(query.page) - 1) * limit],
      );
      const [count] = await q(`select count(*)::int as n from notices n where ${mine}`, [userId]);
      return { noticeSearchResultList: rows, noticeSearchResultsTotalCount: count?.n };
    },
  },
  {
    name: 'staff notices/read/{id} (10k)',
    method: 'GET',
    path: '/api/v1/schools/notices/read/{id}',
    principal: { role: 'SCHOOL_EDITOR', bigSchool: true },
    target: '≤ 250 ms (10 connections)',
    connections: 10,
    request: (sample) => ({ params: { id: sample.groupOf10kNoticeId } }),
    baseline: async (q, { params }) => {
      const [notice] = await q(`select id, title from notices where id = $1 and deleted_at is null`, [params.id]);
      const rows = await q(
        `select u.id, d.read_at is not null as read, st.school_year, dp.name as department, co.name as course,
           u.last_name, u.first_name, u.email, st.is_careful
         from notice_deliveries d join users u on u.id = d.user_id join students st on st.user_id = u.id
         left join departments dp on dp.id = st.department_id left join courses co on co.id = st.course_id
         where d.notice_id = $1 order by st.school_year, u.last_name_kana, u.first_name_kana`,
        [params.id],
      );
      return { ...notice, readCount: rows.filter((r) => r.read).length, deliveryCount: rows.length, noticeReadResultList: rows };
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
    baseline: async (q, { userId, body, now }) => {
      const b = body as { noticeTitle: string; noticeBody: string; noticeGroupId: number; noticeStartDate: string; noticeEndDate: string };
      const [notice] = await q<{ id: number }>(
        `insert into notices (school_id, group_id, category_id, title, body, important, open_status, start_date, end_date, opened_at, created_by, updated_by)
         values ((select school_id from notice_groups where id = $1), $1, 1, $2, $3, false, true, $4, $5, $6, $7, $7) returning id`,
        [b.noticeGroupId, b.noticeTitle, JSON.parse(b.noticeBody) as string, b.noticeStartDate, b.noticeEndDate, now, userId],
      );
      await q(
        `insert into notice_deliveries (notice_id, user_id) select $1, m.user_id from notice_group_members m
         join users u on u.id = m.user_id where m.group_id = $2 and u.status = 'ACTIVE'`,
        [notice!.id, b.noticeGroupId],
      );
      return { noticeId: notice!.id };
    },
    cleanup: async (q, startedAt) => {
      await q(`delete from notices where title like 'ベンチマーク %' and created_at >= $1`, [startedAt]);
    },
  },
];
