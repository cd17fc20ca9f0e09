import { useQuery } from '@tanstack/react-query';
import { type NoticeReadStatus } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices/read/{id}: who received the notice and who has read it. */
export function getNoticeReadStatus(id: number, signal?: AbortSignal): Promise<NoticeReadStatus> {
  return callApi('staffNoticeReadStatus', { params: { id }, signal });
}

const REMINDER_POLL_MS = 3_000;

export function useNoticeReadStatus(id: number | null) {
  return useQuery({
    queryKey: staffNoticeKeys.readStatus(id ?? 0),
    queryFn: ({ signal }) => getNoticeReadStatus(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
    // A reminder on its way: read again until each of its deliveries has gone or failed.
    refetchInterval: (query) =>
      query.state.data?.noticeReadResultList.some((r) =>
        r.reminders.some((d) => d.state === 'queued'),
      )
        ? REMINDER_POLL_MS
        : false,
  });
}
