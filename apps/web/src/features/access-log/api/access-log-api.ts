import { queryOptions } from '@tanstack/react-query';
import type { AccessLogConditions, AccessLogQuery } from '@tayori/contract';
import { callApi, callApiFile } from '../../../shared/api/client';

/** GET /api/v1/access-log: one page of the 「操作ログ」, asked anew on each run. */
export const accessLogSearchOptions = (query: AccessLogQuery, run: number) =>
  queryOptions({
    queryKey: ['access-log', 'search', query, run] as const,
    queryFn: ({ signal }) => callApi('accessLogSearch', { query, signal }),
  });

/** GET /api/v1/access-log/csv: every entry the conditions find, as access_log.csv. */
export const fetchAccessLogCsv = (query: AccessLogConditions): Promise<Blob> =>
  callApiFile('accessLogCsv', { query });
