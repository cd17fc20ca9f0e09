import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** DELETE /api/v1/schools/notices/{id}?seq=…: a stale seq answers 409 conflict. */
export function deleteNotice(id: number, seq: number): Promise<{ noticeId: number }> {
  return callApi('staffNoticeDelete', { params: { id }, query: { seq } });
}

export function useDeleteNotice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => deleteNotice(id, seq),
    // The open edit screen keeps showing the notice until it moves on; searches drop it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffNoticeKeys.searches }),
  });
}
