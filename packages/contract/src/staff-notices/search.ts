import { z } from '../zod';
import { NoticeStatus } from '../enums';
import { emptyAsAbsent, ExtendedSchoolCode } from '../fields';
import { limits } from '../limits';
import { messages } from '../messages';
import { pagedList, pagedSearchQuery } from '../paging';

/** Spec 000 §7: GET /api/v1/schools/notices (limit=10, page, title, noticeStatus). */
export const StaffNoticeSearchQuery = pagedSearchQuery({ pageSize: limits.noticePageSize }).extend({
  /**
   * Part of the title (case-insensitive); empty means any. Not normalised like `typedText`'s fields:
   * titles are stored as typed (spec 000 §5 limits only their length) and compared as written, so
   * a half-width keyword would stop finding a full-width title (２０２６ typed to find ２０２６年度).
   */
  title: emptyAsAbsent(
    z.string().max(limits.noticeTitleMax, messages.max_length(limits.noticeTitleMax)),
  ),
  /** Empty means any status. */
  noticeStatus: emptyAsAbsent(NoticeStatus),
});
export type StaffNoticeSearchQuery = z.infer<typeof StaffNoticeSearchQuery>;

/** Spec 000 §7: GET /api/v1/schools/admin-notices adds the (required) school. */
export const AdminNoticeSearchQuery = StaffNoticeSearchQuery.extend({
  extendedSchoolCode: ExtendedSchoolCode,
});
export type AdminNoticeSearchQuery = z.infer<typeof AdminNoticeSearchQuery>;

export const StaffNoticeSearchRow = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeStatus: NoticeStatus,
  /** Recipients who opened it. */
  readCount: z.number().int(),
  /** Recipients it was delivered to (0 for a draft). */
  deliveryCount: z.number().int(),
  noticeGroupName: z.string(),
  noticeStartDate: z.string(),
  /** `9999-12-31` means no end date. */
  noticeEndDate: z.string(),
  /** The registration day in Asia/Tokyo, YYYY-MM-DD. */
  noticeRegisterDate: z.string(),
});
export type StaffNoticeSearchRow = z.infer<typeof StaffNoticeSearchRow>;

export const StaffNoticeSearchResponse = pagedList(
  'noticeSearchResultList',
  'noticeSearchResultsTotalCount',
  StaffNoticeSearchRow,
).extend({
  /** The same number under the spec's other name (spec 000 §3). */
  noticeTotalCount: z.number().int(),
});
export type StaffNoticeSearchResponse = z.infer<typeof StaffNoticeSearchResponse>;
