import { paths, REDIRECT_PARAM } from '../shared/navigation/paths';
import { isPublicRoute, type AppRoute } from './routes';

export type NavigationDecision = { kind: 'pass' } | { kind: 'redirect'; to: string };

/** Paths a signed-in user never needs: they go straight to /home. */
const SIGNED_IN_SKIPS: ReadonlySet<string> = new Set([
  paths.Lock,
  paths.Identification,
  paths.Root,
]);

/**
 * The navigation guard of spec 000 §2, as a pure function of the route and the sign-in state:
 * 1. a signed-in user visiting /lock, /identification or / goes to /home;
 * 2. a signed-out user on / goes to /lock;
 * 3. a signed-out user on a non-public route goes to /lock?redirect=<requested path and query>;
 * 4. public routes (and everything else) pass.
 */
export function decideNavigation(
  route: Pick<AppRoute, 'path' | 'access'>,
  isAuthenticated: boolean,
  location: { pathname: string; search?: string } = { pathname: route.path },
): NavigationDecision {
  if (isAuthenticated && SIGNED_IN_SKIPS.has(route.path))
    return { kind: 'redirect', to: paths.Home };
  if (!isAuthenticated && route.path === paths.Root) return { kind: 'redirect', to: paths.Lock };
  if (!isAuthenticated && !isPublicRoute(route)) {
    const requested = `${location.pathname}${location.search ?? ''}`;
    const query = new URLSearchParams({ [REDIRECT_PARAM]: requested });
    return { kind: 'redirect', to: `${paths.Lock}?${query.toString()}` };
  }
  return { kind: 'pass' };
}

/** Whether the guard can decide without knowing the sign-in state (public routes rule 1 ignores). */
export function passesWhileAuthLoads(route: Pick<AppRoute, 'path' | 'access'>): boolean {
  return isPublicRoute(route) && !SIGNED_IN_SKIPS.has(route.path);
}
