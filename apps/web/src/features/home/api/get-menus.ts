import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client';

/** GET /api/v1/users/menus: the home menu of the caller's userType. */
export function getMenus(signal?: AbortSignal) {
  return callApi('menus', { signal });
}

export const menusQuery = queryOptions({
  queryKey: ['menus'],
  queryFn: ({ signal }) => getMenus(signal),
  staleTime: 10 * 60_000,
});

export const useMenus = () => useQuery(menusQuery);
