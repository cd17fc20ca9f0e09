import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StaffEmailAddressQuery, StaffEmailAddressResponse } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/staff/email-address: staff of the reachable schools, grouped per school. */
export function searchStaffEmail(
  query: StaffEmailAddressQuery,
  signal?: AbortSignal,
): Promise<StaffEmailAddressResponse> {
  return callApi('staffEmailAddressSearch', { query, signal });
}

/** Waits for a condition (`query` null until the URL holds one); asked anew on each run. */
export function useStaffEmailSearch(query: StaffEmailAddressQuery | null, run = 0) {
  return useQuery({
    queryKey: ['staff-email', query, run],
    queryFn: ({ signal }) => searchStaffEmail(query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
