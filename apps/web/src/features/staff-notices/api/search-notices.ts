import { queryOptions } from '@tanstack/react-query';
import type { AdminNoticeSearchQuery, StaffNoticeSearchQuery } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices: one page of the caller's notices. */
export const noticeSearchOptions = (query: StaffNoticeSearchQuery) =>
  queryOptions({
    queryKey: staffNoticeKeys.search(query),
    queryFn: ({ signal }) => callApi('staffNoticeSearch', { query, signal }),
  });

/** GET /api/v1/schools/admin-notices: one page of the notices of one school. */
export const adminNoticeSearchOptions = (query: AdminNoticeSearchQuery) =>
  queryOptions({
    queryKey: staffNoticeKeys.adminSearch(query),
    queryFn: ({ signal }) => callApi('adminNoticeSearch', { query, signal }),
  });
