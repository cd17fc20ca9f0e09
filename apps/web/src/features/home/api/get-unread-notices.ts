import { queryOptions, useQuery } from '@tanstack/react-query';
import { limits } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { studentNoticeKeys } from '../../../shared/api/student-notice-keys';

/** GET /api/v1/users/notices/unread?limit=5: the newest unread notices and how many there are. */
export function getUnreadNotices(signal?: AbortSignal) {
  return callApi('studentUnreadNotices', {
    query: { limit: limits.unreadPreviewSize },
    signal,
  });
}

/**
 * The unread preview. Notices are read in other tabs (the detail opens in a new one), so coming
 * back to the home tab always asks again. The few seconds of freshness only keep a preview that
 * /home fetched just before mounting the panel (panel-data.ts) from being asked for again.
 */
export const unreadNoticesQuery = queryOptions({
  queryKey: studentNoticeKeys.unread(),
  queryFn: ({ signal }) => getUnreadNotices(signal),
  staleTime: 5_000,
  refetchOnWindowFocus: 'always',
});

export const useUnreadNotices = () => useQuery(unreadNoticesQuery);
