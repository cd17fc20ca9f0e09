/** The baseline of POST /api/v1/schools/notices/new (commands.ts createNotice, then getNoticeDetail). */
import { encodeNoticeBody, limits, noticeStatusOf, type StaffNoticeDetail } from '@tayori/contract';
import { groupSchools, visibleNoticeSql } from './staff-sql';
import { statement } from './statement';
import type { BaselineInput, Query } from './types';

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
    // The bench registers as a writer (policy.ts noticeAbilities: every ability).
    abilities: { edit: true, delete: true, copy: true, readStatus: true },
  };
}

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

/** Creates an open notice as the API does and answers its detail. */
export async function createOpenNotice(
  q: Query,
  { userId, body, now, today, tx }: BaselineInput,
): Promise<StaffNoticeDetail> {
  const b = body as Record<string, string | number>;
  await q(categorySql, [b.noticeCategory, 1]);
  const [group] = await q<[number, number]>(groupSql, [b.noticeGroupId, userId, 1]);
  const id = await tx((t) => insertOpenNotice(t, b, group!, userId, now));
  const [notice] = await q(visibleNoticeSql, [id, userId, 1]);
  const careful = await q(carefulDeliveredSql, [true, id, 1]);
  return noticeDetail(notice!, today, careful.length > 0);
}
