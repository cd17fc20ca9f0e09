import { AccessLogQuery, accessLogPageSize, limits } from '@tayori/contract';
import { searchConditions } from '../../shared/search/url-conditions';
import type { FormSearch } from '../../shared/search/search-form';

const accessLogConditionKeys = ['student', 'staff', 'from', 'to', 'kind'] as const;

/** /access-log's conditions in the URL: every one optional, 50 entries a page. */
export const accessLogSearch = searchConditions({
  schema: AccessLogQuery,
  fields: accessLogConditionKeys,
  pageSize: accessLogPageSize,
  maxLengths: { student: limits.nameMax, staff: limits.nameMax },
});

export type AccessLogConditionKey = (typeof accessLogConditionKeys)[number];
export type AccessLogFormSearch = FormSearch<typeof AccessLogQuery, AccessLogConditionKey>;
