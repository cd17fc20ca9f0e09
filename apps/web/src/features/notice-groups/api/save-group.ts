import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticeGroupBody, NoticeGroupDetail, NoticeGroupUpdateBody } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { noticeGroupKeys } from './keys';

/** POST, PUT and DELETE of a group; each refreshes the lists (and drops the group's cached detail). */
function useGroupWrite<V, R>(write: (v: V) => Promise<R>, id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => {
      if (id !== null) queryClient.removeQueries({ queryKey: noticeGroupKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: noticeGroupKeys.lists });
    },
  });
}

export const useCreateGroup = () =>
  useGroupWrite(
    (body: NoticeGroupBody): Promise<NoticeGroupDetail> => callApi('noticeGroupCreate', { body }),
    null,
  );

export const useUpdateGroup = (groupId: number) =>
  useGroupWrite(
    (body: NoticeGroupUpdateBody): Promise<NoticeGroupDetail> =>
      callApi('noticeGroupUpdate', { params: { groupId }, body }),
    groupId,
  );

/** DELETE with the seq read (as a query: the spec sends no body). */
export const useDeleteGroup = (id: number) =>
  useGroupWrite(
    (seq: number) => callApi('noticeGroupDelete', { params: { id }, query: { seq } }),
    id,
  );
