import { matchPath } from 'react-router';
import { userManager } from '../shared/auth/oidc';
import { layoutModules } from './layouts';
import { routes, type AppRoute } from './routes';

/** A failed download surfaces where the chunk is used (lazy → route error boundary), not here. */
function start(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/** The route <Routes> picks for a path (the table's patterns do not overlap; `*` last). */
function routeFor(pathname: string): AppRoute | undefined {
  return (
    routes.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ??
    routes.find((r) => r.path === '*')
  );
}

/**
 * Starts every chunk a signed-in route renders through at once: otherwise each waits for the one
 * around it (query provider → role check → /api/v1/me → layout → page), a round trip apiece.
 */
export function preloadRoute(route: AppRoute): void {
  if (route.layout === 'public') return;
  start(() => import('./query-provider'));
  if (route.userTypes) start(() => import('./user-type-check'));
  start(layoutModules[route.layout]);
  if (route.page) start(route.page);
}

/**
 * First load with a stored sign-in: the route's chunks and GET /api/v1/me start while the entry
 * renders its first frame. Signed out, or on a public route, nothing is loaded ahead.
 */
export async function preloadSignedIn(pathname: string): Promise<void> {
  const user = await userManager.getUser().catch(() => null);
  const route = routeFor(pathname);
  if (!user || user.expired || !route || route.public) return;
  preloadRoute(route);
  const { prefetchMe, queryClient } = await import('./session-queries');
  if (route.userTypes) prefetchMe(user.profile.sub);
  if (route.prefetch) (await route.prefetch()).prefetch(queryClient);
}
