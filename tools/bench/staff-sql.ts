/** SQL fragments of the staff notice services (modules/staff-notices), shared by the bench's staff entries. */
import { statement } from './statement';

/** The schools of a SCHOOL_* caller's school groups (policy.ts groupSchoolIds), with the user id as `$n`. */
export const groupSchools = (
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
export const visibleNoticeSql =
  statement(`select ${noticeColumns}, "notice_groups"."name", "schools"."extended_school_code", "schools"."name" from "notices"
  inner join "notice_groups" on "notice_groups"."id" = "notices"."group_id" inner join "schools" on "schools"."id" = "notices"."school_id"
  where ("notices"."id" = $1 and "notices"."deleted_at" is null and "notices"."school_id" in ${groupSchools(2)}) limit $3`);
export type NoticeRow = unknown[] & { 0: number; 4: string };
