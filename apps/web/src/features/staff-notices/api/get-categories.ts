import { useQuery } from '@tanstack/react-query';
import { bareGetQuery } from '../../../shared/api/api-query';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/notice-category: the categories of the registration and edit forms. */
export function useNoticeCategories() {
  return useQuery({
    ...bareGetQuery('noticeCategories', staffNoticeKeys.categories),
    staleTime: 10 * 60_000,
    select: (data) => data.noticeCategoryList,
  });
}
