import { useQuery } from '@tanstack/react-query';
import type { NoticeGroupStudents, StudentDirectoryQuery } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { noticeGroupKeys } from './keys';

/** GET /api/v1/schools/notice-group: the school's students as trees, once a search has run. */
export function useGroupStudents(query: StudentDirectoryQuery | null) {
  return useQuery<NoticeGroupStudents>({
    queryKey: query ? noticeGroupKeys.students(query) : ['notice-groups', 'students'],
    queryFn: ({ signal }) => callApi('noticeGroupStudents', { query: query!, signal }),
    enabled: query !== null,
  });
}
