import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/users/literacy: the IT/DX literacy test result. */
export function getLiteracy(signal?: AbortSignal) {
  return callApi('literacy', { signal });
}

export const literacyQuery = queryOptions({
  queryKey: ['literacy'],
  queryFn: ({ signal }) => getLiteracy(signal),
});

export const useLiteracy = () => useQuery(literacyQuery);
