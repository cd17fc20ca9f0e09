import { useQuery } from '@tanstack/react-query';
import { type NoticeDestinationList } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';
import { staffNoticeKeys } from './keys';

/** GET /api/v1/schools/destinations: the groups the caller may address, with careful counts. */
export function getNoticeDestinations(signal?: AbortSignal): Promise<NoticeDestinationList> {
  return callApi('noticeDestinations', { signal });
}

/** Read fresh each time the form opens: membership (and who is careful) changes. */
export function useNoticeDestinations() {
  return useQuery({
    queryKey: staffNoticeKeys.destinations,
    queryFn: ({ signal }) => getNoticeDestinations(signal),
    staleTime: 0,
    select: (data) => data.destinationList,
  });
}
