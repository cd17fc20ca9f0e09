import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/users/literacy: the IT/DX literacy test result. */
export function getLiteracy(signal?: AbortSignal) {
  return callApi('literacy', { signal });
}

export function useLiteracy() {
  return useQuery({
    queryKey: ['literacy'],
    queryFn: ({ signal }) => getLiteracy(signal),
  });
}
