import { useQuery } from '@tanstack/react-query';
import type { NoticeGroupDetail } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { noticeGroupKeys } from './keys';

/** GET /api/v1/schools/notice-group/{id}: a group with its members, seq and abilities. */
export function getGroup(id: number, signal?: AbortSignal): Promise<NoticeGroupDetail> {
  return callApi('noticeGroupDetail', { params: { id }, signal });
}

/** Always read fresh: the seq it carries must be the current one when the editor saves. */
export function useGroup(id: number | null) {
  return useQuery({
    queryKey: noticeGroupKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getGroup(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
