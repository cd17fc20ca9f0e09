import { AdminNoticeSearchQuery, limits, StaffNoticeSearchQuery } from '@tayori/contract';
import type { z } from 'zod';
import { searchConditions, type ConditionKey } from '../../../shared/search/url-conditions';
import type { UrlSearch } from '../../../shared/search/use-url-search';

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

/** What the conditions forms take from useUrlSearch. */
type FormSearch<S extends z.ZodObject, K extends ConditionKey<S>> = Pick<
  UrlSearch<S, K>,
  'of' | 'conditions' | 'search'
>;
export type StaffNoticeFormSearch = FormSearch<
  typeof StaffNoticeSearchQuery,
  'title' | 'noticeStatus'
>;
export type AdminNoticeFormSearch = FormSearch<
  typeof AdminNoticeSearchQuery,
  'extendedSchoolCode' | 'title' | 'noticeStatus'
>;
