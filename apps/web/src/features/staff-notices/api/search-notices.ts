import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminNoticeSearchQuery,
  type StaffNoticeSearchQuery,
  type StaffNoticeSearchResponse,
} from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices: one page of the caller's notices. */
export function searchNotices(
  query: StaffNoticeSearchQuery,
  signal?: AbortSignal,
): Promise<StaffNoticeSearchResponse> {
  return callApi('staffNoticeSearch', { query, signal });
}

/** GET /api/v1/schools/admin-notices: one page of the notices of one school. */
export function searchAdminNotices(
  query: AdminNoticeSearchQuery,
  signal?: AbortSignal,
): Promise<StaffNoticeSearchResponse> {
  return callApi('adminNoticeSearch', { query, signal });
}

/**
 * The staff search; the previous page stays on screen while the next one loads. (The URL's
 * conditions always make a query; `null` is the shared search kit's "none yet".)
 */
export function useNoticeSearch(query: StaffNoticeSearchQuery | null) {
  return useQuery({
    queryKey: query ? staffNoticeKeys.search(query) : staffNoticeKeys.searches,
    queryFn: ({ signal }) => searchNotices(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The administrator search; waits until a school is chosen (`query` null). */
export function useAdminNoticeSearch(query: AdminNoticeSearchQuery | null) {
  return useQuery({
    queryKey: query ? staffNoticeKeys.adminSearch(query) : staffNoticeKeys.searches,
    queryFn: ({ signal }) => searchAdminNotices(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
