import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ja, type MessageKey } from '../shared/i18n/ja';
import { ScreenContext } from '../shared/navigation/screen';
import { LoadingOverlay } from '../shared/ui/loading-overlay';
import { layouts } from './layouts';
import { pageOf, QueryProvider } from './route-modules';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGuard } from './route-guard';
import { routes, type AppRoute } from './routes';

const Nothing: ComponentType = () => null;

/** The route's tab title (WCAG 2.4.2: tabs, history and screen readers tell pages apart). */
function PageTitle({ title: key }: { title: MessageKey | null }) {
  useEffect(() => {
    document.title = key ? `${ja[key]} | ${ja.app_name}` : ja.app_name;
  }, [key]);
  return null;
}

/**
 * One route of the table → (query provider →) guard, then layout, then the lazily loaded page.
 * Routes of the public layout (/, /lock, /cushion) call no API, so they go without the provider
 * and its library stays out of the first download (scripts/bundle-size.mjs).
 */
function toElement(route: AppRoute) {
  const Page = pageOf(route) ?? Nothing;
  const Layout = layouts[route.layout];
  const screen = { name: route.name, errorPrefix: route.errorPrefix };
  const element = (
    <RouteGuard route={route}>
      <PageTitle title={route.title} />
      <ScreenContext.Provider value={screen}>
        <Layout>
          <Suspense fallback={<LoadingOverlay />}>
            <Page />
          </Suspense>
        </Layout>
      </ScreenContext.Provider>
    </RouteGuard>
  );
  if (route.layout === 'public') return element;
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <QueryProvider>{element}</QueryProvider>
    </Suspense>
  );
}

// Built once: the lazy components must keep their identity between renders.
const routeElements = routes.map((route) => ({ route, element: toElement(route) }));

/**
 * The routes of app/routes.tsx. Declarative mode (BrowserRouter in app.tsx) rather than a data
 * router: no screen uses loaders, and it keeps about 17 KB (gzip) off every first load.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <ScrollToTop pathname={pathname} />
      <Suspense fallback={<LoadingOverlay />}>
        <Routes>
          {routeElements.map(({ route, element }) => (
            <Route key={route.path} path={route.path} element={element} />
          ))}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** A new screen starts at the top, as a page load would. */
function ScrollToTop({ pathname }: { pathname: string }) {
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}
