import { useQuery } from '@tanstack/react-query';
import { bareGetQuery } from '../../../shared/api/api-query';
import { staffNoticeKeys } from './keys';

/**
 * GET /api/v1/schools/destinations: the groups the caller may address, with careful counts; read
 * fresh each time the form opens, as membership (and who is careful) changes.
 */
export function useNoticeDestinations() {
  return useQuery({
    ...bareGetQuery('noticeDestinations', staffNoticeKeys.destinations),
    staleTime: 0,
    select: (data) => data.destinationList,
  });
}
