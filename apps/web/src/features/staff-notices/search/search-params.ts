import { AdminNoticeSearchQuery, limits, StaffNoticeSearchQuery } from '@tayori/contract';
import type { FormSearch } from '../../../shared/search/search-form';
import { searchConditions } from '../../../shared/search/url-conditions';

/** A title over the limit in a hand-edited link is cut to it rather than dropped. */
const maxLengths = { title: limits.noticeTitleMax };

/** /notice-search: title and status (spec 000 §2). */
export const staffNoticeSearch = searchConditions({
  schema: StaffNoticeSearchQuery,
  fields: ['title', 'noticeStatus'],
  pageSize: limits.noticePageSize,
  maxLengths,
});

/** /notice-search-for-admin: the school first (required), then title and status. */
export const adminNoticeSearch = searchConditions({
  schema: AdminNoticeSearchQuery,
  fields: ['extendedSchoolCode', 'title', 'noticeStatus'],
  pageSize: limits.noticePageSize,
  maxLengths,
});

export type StaffNoticeFormSearch = FormSearch<
  typeof StaffNoticeSearchQuery,
  'title' | 'noticeStatus'
>;
export type AdminNoticeFormSearch = FormSearch<
  typeof AdminNoticeSearchQuery,
  'extendedSchoolCode' | 'title' | 'noticeStatus'
>;
