import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NoticeGroupList, NoticeGroupListQuery } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { noticeGroupKeys } from './keys';

/** GET /api/v1/schools/notice-groups: one page of the groups the caller reaches, newest first. */
export function listGroups(
  query: NoticeGroupListQuery,
  signal?: AbortSignal,
): Promise<NoticeGroupList> {
  return callApi('noticeGroupList', { query, signal });
}

export function useGroupList(query: NoticeGroupListQuery | null) {
  return useQuery({
    queryKey: query ? noticeGroupKeys.list(query) : noticeGroupKeys.lists,
    queryFn: ({ signal }) => listGroups(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
