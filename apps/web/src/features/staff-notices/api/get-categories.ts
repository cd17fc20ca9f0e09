import { useQuery } from '@tanstack/react-query';
import { type NoticeCategoryList } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notice-category: the categories of the registration and edit forms. */
export function getNoticeCategories(signal?: AbortSignal): Promise<NoticeCategoryList> {
  return callApi('noticeCategories', { signal });
}

export function useNoticeCategories() {
  return useQuery({
    queryKey: staffNoticeKeys.categories,
    queryFn: ({ signal }) => getNoticeCategories(signal),
    staleTime: 10 * 60_000,
    select: (data) => data.noticeCategoryList,
  });
}
