import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@tayori/contract';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/users/literacy: the IT/DX literacy test result. */
export function getLiteracy(signal?: AbortSignal) {
  return callApi(endpoints.literacy, { signal });
}

export function useLiteracy() {
  return useQuery({
    queryKey: ['literacy'],
    queryFn: ({ signal }) => getLiteracy(signal),
  });
}
