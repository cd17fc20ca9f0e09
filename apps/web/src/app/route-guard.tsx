import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../shared/auth/auth';
import { LoadingOverlay } from '../shared/ui/loading-overlay';
import { decideNavigation, passesWhileAuthLoads } from './guard';
import { preloadRoute } from './preload';
import { AccessCheck } from './route-modules';
import { checksRole, type AppRoute } from './routes';

/** Applies decideNavigation, then (for signed-in routes) the route's access rule against /api/v1/me. */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const auth = useAuth();
  const location = useLocation();
  const signedIn = auth.isAuthenticated;
  // The page downloads while the role check waits for /api/v1/me, not after it.
  useEffect(() => {
    if (signedIn) void preloadRoute(route);
  }, [signedIn, route]);
  if (auth.isLoading) return passesWhileAuthLoads(route) ? children : <LoadingOverlay />;
  const decision = decideNavigation(route, auth.isAuthenticated, location);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (checksRole(route) && auth.isAuthenticated) {
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <AccessCheck access={route.access}>{children}</AccessCheck>
      </Suspense>
    );
  }
  return children;
}
