import { useQuery } from '@tanstack/react-query';
import { type NoticeReadStatus } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices/read/{id}: who received the notice and who has read it. */
export function getNoticeReadStatus(id: number, signal?: AbortSignal): Promise<NoticeReadStatus> {
  return callApi('staffNoticeReadStatus', { params: { id }, signal });
}

export function useNoticeReadStatus(id: number | null) {
  return useQuery({
    queryKey: staffNoticeKeys.readStatus(id ?? 0),
    queryFn: ({ signal }) => getNoticeReadStatus(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
