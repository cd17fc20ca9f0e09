import { useQuery } from '@tanstack/react-query';
import { type StaffNoticeDetail } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notices/{id}: a notice for editing (or copying), with its seq. */
export function getNotice(id: number, signal?: AbortSignal): Promise<StaffNoticeDetail> {
  return callApi('staffNoticeDetail', { params: { id }, signal });
}

/** Always read fresh: the seq it carries must be the current one when the editor saves. */
export function useNotice(id: number | null) {
  return useQuery({
    queryKey: staffNoticeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => getNotice(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    retry: false,
  });
}
