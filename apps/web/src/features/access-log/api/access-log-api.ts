import type { AccessLogConditions } from '@tayori/contract';
import { searchQueryOf } from '../../../shared/api/api-query';
import { callApiFile } from '../../../shared/api/client';

/** GET /api/v1/access-log: one page of the 「操作ログ」, asked anew on each run. */
export const accessLogSearchOptions = searchQueryOf(
  'accessLogSearch',
  (query, run) => ['access-log', 'search', query, run] as const,
);

/** GET /api/v1/access-log/csv: every entry the conditions find, as access_log.csv. */
export const fetchAccessLogCsv = (query: AccessLogConditions): Promise<Blob> =>
  callApiFile('accessLogCsv', { query });
