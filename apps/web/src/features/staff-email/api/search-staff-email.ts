import { searchQueryOf } from '../../../shared/api/api-query';

/**
 * GET /api/v1/staff/email-address: staff of the reachable schools, grouped per school; asked anew
 * on each run.
 */
export const staffEmailSearchOptions = searchQueryOf('staffEmailAddressSearch', (query, run) => [
  'staff-email',
  query,
  run,
]);
