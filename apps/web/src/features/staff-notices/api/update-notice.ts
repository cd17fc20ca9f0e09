import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NoticeUpdateBody, type StaffNoticeDetail } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** PUT /api/v1/schools/notices/{id} with the seq read; a stale seq answers 409 conflict. */
export function updateNotice(id: number, body: NoticeUpdateBody): Promise<StaffNoticeDetail> {
  return callApi('staffNoticeUpdate', { params: { id }, body });
}

export function useUpdateNotice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoticeUpdateBody) => updateNotice(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(staffNoticeKeys.detail(id), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: staffNoticeKeys.searches }),
        queryClient.invalidateQueries({ queryKey: staffNoticeKeys.readStatus(id) }),
      ]);
    },
  });
}
