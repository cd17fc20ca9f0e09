import { useQuery } from '@tanstack/react-query';
import { type NoticeReadStatus } from '@tayori/contract';
import { freshRecordQuery } from '../../../shared/api/api-query';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices/read/{id}: who received the notice and who has read it. */
function getNoticeReadStatus(id: number, signal?: AbortSignal): Promise<NoticeReadStatus> {
  return callApi('staffNoticeReadStatus', { params: { id }, signal });
}

const REMINDER_POLL_MS = 3_000;

export function useNoticeReadStatus(id: number | null) {
  return useQuery({
    ...freshRecordQuery(id, staffNoticeKeys.readStatus, getNoticeReadStatus),
    // A reminder on its way: read again until each of its deliveries has gone or failed.
    refetchInterval: (query) =>
      query.state.data?.noticeReadResultList.some((r) =>
        r.reminders.some((d) => d.state === 'queued'),
      )
        ? REMINDER_POLL_MS
        : false,
  });
}
