import {
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { type StudentNotice } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { studentNoticeKeys } from '../../../shared/api/student-notice-keys';

/** PUT /api/v1/users/notices/{id} (no body): the notice with its body; marks it read. */
export function readNotice(id: number, signal?: AbortSignal) {
  return callApi('studentNoticeRead', { params: { id }, signal });
}

/** Marks one notice read in the cached notice list, without asking the server again. */
export function markReadInList(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<InfiniteData<StudentNotice[], number>>(
    studentNoticeKeys.list(),
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) =>
          page.map((n) => (n.noticeId === id ? { ...n, noticeReadFlag: true } : n)),
        ),
      },
  );
}

/**
 * The detail of one notice, fetched once (spec 000 §4: on first open; the detail never changes
 * while it is shown). The call that answers it also marks it read, so it is a query with the
 * effects of a mutation: the cached list marks it read and the unread panel's count is refreshed.
 */
export function useNoticeDetail(id: number, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: studentNoticeKeys.detail(id),
    queryFn: async ({ signal }) => {
      const detail = await readNotice(id, signal);
      markReadInList(queryClient, id);
      void queryClient.invalidateQueries({ queryKey: studentNoticeKeys.unread() });
      return detail;
    },
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}
