import { matchPath } from 'react-router';
import { apiRoutes } from '@tayori/contract';
import { startEarlyGet } from '../shared/api/early-gets';
import { isExpired, readStoredUser } from '../shared/auth/oidc';
import { modulesOf } from './route-modules';
import { checksRole, isPublicRoute, routes, type AppRoute } from './routes';

/** The route <Routes> picks for a path (the table's patterns do not overlap; `*` last). */
function routeFor(pathname: string): AppRoute | undefined {
  return (
    routes.find((r) => r.path !== '*' && matchPath(r.path, pathname)) ??
    routes.find((r) => r.path === '*')
  );
}

/**
 * Starts every module a route renders through at once: otherwise each waits for the one around it
 * (query provider → role check → /api/v1/me → layout → page), a round trip apiece. Settles when
 * all have loaded or failed; a failed download surfaces where the module is used (the route's
 * error boundary), not here.
 */
export function preloadRoute(route: AppRoute): Promise<void> {
  return Promise.all(modulesOf(route).map((m) => m.load().catch(() => undefined))).then(
    () => undefined,
  );
}

/**
 * How long the first frame waits for the first screen's data once its modules are in. The calls
 * started with the modules, so they are usually in by then; on a slow server the screen draws its
 * loading states instead of staying blank.
 */
const FIRST_DATA_WAIT_MS = 1_000;

/**
 * First load: the route's modules, and with a stored sign-in GET /api/v1/me and the page's first
 * calls (`earlyGets`), start while the entry is still starting. main.tsx draws the first frame
 * when the modules are in and their answers are in the query cache, so the screen renders whole
 * in one frame instead of through the role check's overlay and the page's skeletons (on a phone,
 * a render apiece). Signed out, a signed-in route loads nothing ahead (the guard sends the visitor
 * to /lock).
 */
export async function preloadFirstRoute(pathname: string): Promise<void> {
  const route = routeFor(pathname);
  if (!route) return;
  if (isPublicRoute(route)) return preloadRoute(route);
  const user = readStoredUser();
  if (!user || isExpired(user)) return;
  const roleCheck = checksRole(route);
  if (roleCheck) startEarlyGet(apiRoutes.me.path, user.id_token);
  for (const url of route.earlyGets ?? []) startEarlyGet(url, user.id_token);
  await preloadRoute(route);
  const sub = roleCheck ? user.profile.sub : undefined;
  // The same modules as above (a dynamic import of a loaded module resolves at once).
  const data = Promise.all([import('./query-provider'), route.page?.()]).then(([provider, page]) =>
    provider.prefetchFirstFrame(sub, page?.prefetchFirstFrame),
  );
  await Promise.race([data, new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]);
}
