/**
 * The staff notice entries of the benchmark table (endpoints.ts): modules/staff-notices. The SQL is
 * the SCHOOL_* callers' (their school groups).
 */
import {
  encodeNoticeBody,
  limits,
  noticeStatusOf,
  tokyoDateOf,
  type NoticeReadRow,
  type StaffNoticeDetail,
  type StaffNoticeSearchRow,
} from '@tayori/contract';
import { statement } from './statement';
import type { BenchEntry, Query } from './types';

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
/** findVisibleNotice for a SCHOOL_* caller: params [id, userId, 1]; `noticeColumns`, then group and school. */
const visibleNoticeSql =
  statement(`select ${noticeColumns}, "notice_groups"."name", "schools"."extended_school_code", "schools"."name" from "notices"
  inner join "notice_groups" on "notice_groups"."id" = "notices"."group_id" inner join "schools" on "schools"."id" = "notices"."school_id"
  where ("notices"."id" = $1 and "notices"."deleted_at" is null and "notices"."school_id" in ${groupSchools(2)}) limit $3`);
type NoticeRow = unknown[] & { 0: number; 4: string };

/** The detail of a visible notice (service.ts getNoticeDetail) from a `visibleNoticeSql` row. */
function noticeDetail(
  r: unknown[],
  today: string,
  hasCarefulRecipient: boolean,
): StaffNoticeDetail {
  const n = {
    noticeOpenStatus: r[7] as boolean,
    noticeStartDate: r[8] as string,
    noticeEndDate: r[9] as string,
  };
  return {
    noticeId: r[0] as number,
    noticeTitle: r[4] as string,
    noticeBody: encodeNoticeBody(r[5] as string),
    noticeCategory: r[3] as number,
    ...n,
    noticeGroupId: r[2] as number,
    noticeGroupName: r[19] as string,
    noticeImportantFlag: r[6] as boolean,
    everOpened: r[10] !== null,
    endDateSettingFlag: n.noticeEndDate !== limits.noEndDate,
    noticeStatus: noticeStatusOf(n, today),
    seq: r[14] as number,
    hasCarefulRecipient,
    extendedSchoolCode: r[20] as string,
    schoolName: r[21] as string,
  };
}

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

const categorySql = statement(
  `select "id" from "notice_categories" where "notice_categories"."id" = $1 limit $2`,
);
const groupSql = statement(
  `select "id", "school_id" from "notice_groups" where ("notice_groups"."id" = $1 and "notice_groups"."school_id" in ${groupSchools(2)}) limit $3`,
);
const insertNoticeSql =
  statement(`insert into "notices" ("id", "school_id", "group_id", "category_id", "title", "body", "important", "open_status", "start_date",
  "end_date", "opened_at", "deleted_at", "delivery_count", "read_count", "seq", "created_at", "created_by", "updated_at", "updated_by")
  values (default, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, default, default, default, default, $11, $12, $13, $14) returning "id", "seq"`);
const deliverSql =
  statement(`insert into "notice_deliveries" ("notice_id", "user_id", "read_at", "start_date") select $1::bigint as "notice_id", "notice_group_members"."user_id",
  null::timestamptz as "read_at", $2::date as "start_date" from "notice_group_members" inner join "users" on ("users"."id" = "notice_group_members"."user_id"
  and "users"."status" <> $3) where "notice_group_members"."group_id" = $4 on conflict do nothing`);
const deliveryCountSql =
  statement(`update "notices" set "delivery_count" = (select count(*)::int from "notice_deliveries" where "notice_deliveries"."notice_id" = $1)
  where "notices"."id" = $2`);
const auditSql = statement(
  `insert into "audit_log" ("id", "actor_user_id", "action", "entity", "entity_id", "detail", "at") values (default, $1, $2, $3, $4, $5, default)`,
);
const carefulDeliveredSql =
  statement(`select 1 from "notice_deliveries" inner join "students" on ("students"."user_id" = "notice_deliveries"."user_id"
  and "students"."is_careful" = $1) where "notice_deliveries"."notice_id" = $2 limit $3`);

/** createNotice's transaction (commands.ts) for an open notice: the row, its deliveries, their count, the audit. */
async function insertOpenNotice(
  t: Query,
  b: Record<string, string | number>,
  group: [number, number],
  userId: string | null,
  now: Date,
): Promise<number> {
  const [row] = await t<[number, number]>(insertNoticeSql, [
    group[1],
    group[0],
    b.noticeCategory,
    b.noticeTitle,
    JSON.parse(b.noticeBody as string) as string,
    false,
    true,
    b.noticeStartDate,
    b.noticeEndDate,
    now,
    now,
    userId,
    now,
    userId,
  ]);
  await t(deliverSql, [row![0], b.noticeStartDate, 'DELETE', group[0]]);
  await t(deliveryCountSql, [row![0], row![0]]);
  const detail = { title: b.noticeTitle, openStatus: true, groupId: group[0], seq: row![1] };
  await t(auditSql, [userId, 'create', 'notice', String(row![0]), JSON.stringify(detail)]);
  return row![0];
}

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
    baseline: async (q, { userId, body, now, today, tx }) => {
      const b = body as Record<string, string | number>;
      await q(categorySql, [b.noticeCategory, 1]);
      const [group] = await q<[number, number]>(groupSql, [b.noticeGroupId, userId, 1]);
      const id = await tx((t) => insertOpenNotice(t, b, group!, userId, now));
      const [notice] = await q(visibleNoticeSql, [id, userId, 1]);
      const careful = await q(carefulDeliveredSql, [true, id, 1]);
      return noticeDetail(notice!, today, careful.length > 0);
    },
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
