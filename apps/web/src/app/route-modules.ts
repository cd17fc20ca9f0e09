import { lazyLayouts } from './layouts';
import { preloadable, type Preloadable } from './preloadable';
import { checksRole, type AppRoute } from './routes';

/**
 * The lazily loaded parts a route renders through, each loaded once and shared by the router and
 * app/preload.ts. None is in the /lock entry: TanStack Query, the API client and the role check
 * come with the first screen that calls the API.
 */
export const QueryProvider = preloadable(() => import('./query-provider'));
export const AccessCheck = preloadable(() => import('./access-check'));

const pages = new Map<AppRoute, Preloadable<object>>();

/** The route's page component (undefined for `/`, which is always redirected). */
export function pageOf(route: AppRoute): Preloadable<object> | undefined {
  if (!route.page) return undefined;
  let page = pages.get(route);
  if (!page) {
    page = preloadable(route.page);
    pages.set(route, page);
  }
  return page;
}

/** Every module a route renders through, in the order they nest. */
export function modulesOf(route: AppRoute): { load: () => Promise<unknown> }[] {
  const page = pageOf(route);
  if (route.layout === 'public') return page ? [page] : [];
  return [
    QueryProvider,
    ...(checksRole(route) ? [AccessCheck] : []),
    lazyLayouts[route.layout],
    ...(page ? [page] : []),
  ];
}
