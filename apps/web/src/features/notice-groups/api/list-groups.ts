import { queryOptions } from '@tanstack/react-query';
import type { NoticeGroupListQuery } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { noticeGroupKeys } from './keys';

/** GET /api/v1/schools/notice-groups: one page of the groups the caller reaches, newest first. */
export const groupListOptions = (query: NoticeGroupListQuery) =>
  queryOptions({
    queryKey: noticeGroupKeys.list(query),
    queryFn: ({ signal }) => callApi('noticeGroupList', { query, signal }),
  });
