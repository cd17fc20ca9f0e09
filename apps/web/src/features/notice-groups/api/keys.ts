import type { NoticeGroupListQuery, StudentDirectoryQuery } from '@tayori/contract';

/** Query keys of notification groups: a write invalidates `noticeGroupKeys.lists` and its group's own key. */
export const noticeGroupKeys = {
  lists: ['notice-groups', 'list'] as const,
  list: (query: NoticeGroupListQuery) => [...noticeGroupKeys.lists, query] as const,
  detail: (id: number) => ['notice-groups', 'detail', id] as const,
  students: (query: StudentDirectoryQuery) => ['notice-groups', 'students', query] as const,
};
