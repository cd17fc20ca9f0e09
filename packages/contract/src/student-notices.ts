import { z } from './zod';
import { only } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { IdParam } from './fields';
import { pageParam, pagedSearchQuery } from './paging';
import { limits } from './limits';

/** A notice as a student sees it in lists (no body: the detail is fetched on first open). */
export const StudentNotice = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeImportantFlag: z.boolean(),
  /** The category's name; the client shows 重要 when it is null. */
  noticeCategory: z.string().nullable(),
  /** The notice's start date, YYYY-MM-DD (Asia/Tokyo business date). */
  noticeDate: z.string(),
  noticeReadFlag: z.boolean(),
});
export type StudentNotice = z.infer<typeof StudentNotice>;

export const StudentNoticeDetail = StudentNotice.extend({
  /**
   * The stored (sanitised) HTML itself, not JSON-encoded as the staff edit form's body is: show it
   * with `linkifyNoticeBody` then DOMPurify with `noticeHtmlPolicy` (the web's NoticeHtmlView).
   */
  noticeBody: z.string(),
});
export type StudentNoticeDetail = z.infer<typeof StudentNoticeDetail>;

export const UnreadNoticesQuery = z.object({
  limit: pageParam(limits.studentNoticeLimitMax, limits.unreadPreviewSize),
});
export const UnreadNoticesResponse = z.object({
  unreadNoticeList: z.array(StudentNotice),
  /** Every unread visible notice, not only those in the list; the client caps the label at 99+. */
  unreadNoticeTotalCount: z.number().int(),
});
export type UnreadNoticesResponse = z.infer<typeof UnreadNoticesResponse>;

/** 1-based pages; more pages exist while a page comes back full (spec 000 §4). */
export const StudentNoticesQuery = pagedSearchQuery({
  pageSize: limits.noticePageSize,
  maxLimit: limits.studentNoticeLimitMax,
});
export const StudentNoticesResponse = z.object({ noticeList: z.array(StudentNotice) });
export type StudentNoticesResponse = z.infer<typeof StudentNoticesResponse>;

export const StudentNoticeIdParams = z.object({ id: IdParam });

export const studentNoticeEndpoints = {
  studentUnreadNotices: defineEndpoint({
    ...apiRoutes.studentUnreadNotices,
    query: UnreadNoticesQuery,
    response: UnreadNoticesResponse,
    access: only('STUDENT'),
    summary: 'The newest unread notices visible today, and how many there are.',
  }),
  studentNotices: defineEndpoint({
    ...apiRoutes.studentNotices,
    query: StudentNoticesQuery,
    response: StudentNoticesResponse,
    access: only('STUDENT'),
    summary: 'One page of the notices visible to the student today, newest first.',
  }),
  studentNoticeRead: defineEndpoint({
    ...apiRoutes.studentNoticeRead,
    params: StudentNoticeIdParams,
    response: StudentNoticeDetail,
    access: only('STUDENT'),
    summary: 'The notice with its body; marks it read (the first read time is kept). Send no body.',
  }),
};
