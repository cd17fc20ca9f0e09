import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ja, type MessageKey } from '../shared/i18n/ja';
import { LoadingOverlay } from '../shared/ui/loading-overlay';
import { layouts } from './layouts';
import { pageOf, QueryProvider } from './route-modules';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGuard } from './route-guard';
import { routes, type AppRoute, type RouteName } from './routes';

const Nothing: ComponentType = () => null;

/** The tab title of each screen (WCAG 2.4.2: tabs, history and screen readers tell pages apart). */
const pageTitles: Record<RouteName, MessageKey | null> = {
  Root: null,
  Lock: 'page_title_lock',
  Cushion: 'page_title_cushion',
  Identification: 'identification_title',
  SuccessAuthentication: 'identification_success_title',
  FailureAuthentication: 'identification_failure_title',
  Home: 'home_title',
  AttendanceRateDetail: 'attendance_title',
  NoticeList: 'notice_list_title',
  UnreadNoticeDetail: 'page_title_unread_notice',
  Profile: 'profile_title',
  NoticeSearch: 'notice_search_title',
  NoticeSearchForAdmin: 'notice_search_admin_title',
  NoticeRegistration: 'notice_registration_title',
  NoticeCopy: 'notice_copy_title',
  NoticeDetail: 'notice_detail_title',
  NoticeReadStatus: 'notice_read_status_title',
  Error: 'error_title',
  NotFound: 'not_found_title',
};

function PageTitle({ name }: { name: RouteName }) {
  const key = pageTitles[name];
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
  const element = (
    <RouteGuard route={route}>
      <PageTitle name={route.name} />
      <Layout>
        <Suspense fallback={<LoadingOverlay />}>
          <Page />
        </Suspense>
      </Layout>
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
