import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { limits, type StudentNotice } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { studentNoticeKeys } from '../../../shared/api/student-notice-keys';

/** GET /api/v1/users/notices?limit=10&page=n (1-based): one page of the student's notices. */
export async function getNotices(page: number, signal?: AbortSignal): Promise<StudentNotice[]> {
  const answer = await callApi('studentNotices', {
    query: { limit: limits.noticePageSize, page },
    signal,
  });
  return answer.noticeList;
}

/**
 * The page after `pages`, or undefined when there is none: more pages exist while the last one
 * came back full (spec 000 §4; the list answers no total).
 */
export function nextNoticePage(
  pages: readonly (readonly StudentNotice[])[],
  pageSize: number = limits.noticePageSize,
): number | undefined {
  const last = pages.at(-1);
  if (!last) return 1;
  return last.length >= pageSize ? pages.length + 1 : undefined;
}

export const noticesQuery = infiniteQueryOptions({
  queryKey: studentNoticeKeys.list(),
  queryFn: ({ pageParam, signal }) => getNotices(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (_last, pages) => nextNoticePage(pages),
});

export const useNotices = () => useInfiniteQuery(noticesQuery);

/**
 * The pages as one list. Pages are offsets, so a notice published between two pages can push one
 * already shown onto the next page: it is shown once.
 */
export function uniqueNotices(pages: readonly (readonly StudentNotice[])[]): StudentNotice[] {
  const seen = new Set<number>();
  return pages.flat().filter((n) => !seen.has(n.noticeId) && seen.add(n.noticeId));
}
