import { queryOptions } from '@tanstack/react-query';
import type { StaffEmailAddressQuery } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';

/**
 * GET /api/v1/staff/email-address: staff of the reachable schools, grouped per school; asked anew
 * on each run.
 */
export const staffEmailSearchOptions = (query: StaffEmailAddressQuery, run: number) =>
  queryOptions({
    queryKey: ['staff-email', query, run],
    queryFn: ({ signal }) => callApi('staffEmailAddressSearch', { query, signal }),
  });
