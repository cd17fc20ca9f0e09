import {
  anySignedIn,
  apiRoutes,
  noticeReaders,
  noticeWriters,
  only,
  publicAccess,
} from '@tayori/contract';
import { ATTENTIONS_URL } from '../features/home/api/attentions-url';
import { FIRST_NOTICES_URL } from '../features/student-notices/api/notices-url';
import { paths, type RouteName } from '../shared/navigation/paths';
import { adminRoutes } from './admin-routes';
import type { AppRoute, RouteDescription } from './route-description';

export type { RouteName };
export type { AppRoute, LayoutName, PageModule, RouteDescription } from './route-description';

/**
 * The route table of the app, keyed by the spec's route names (the keys of `paths`). Adding a
 * screen is its path in shared/navigation/paths.ts and its entry here (spec 001's administration
 * screens: admin-routes.ts); the router, the guard, the
 * role check, the tab title and the layouts are derived from it (app/router.tsx).
 * app/route-access.test.ts holds the spec's row of every route.
 */
const table = {
  Root: { layout: 'public', access: anySignedIn, title: null },
  Lock: {
    layout: 'public',
    access: publicAccess,
    title: 'page_title_lock',
    page: () => import('../features/auth/lock-page'),
  },
  Cushion: {
    layout: 'public',
    access: publicAccess,
    title: 'page_title_cushion',
    page: () => import('../features/auth/cushion-page'),
  },
  Home: {
    layout: 'default',
    access: anySignedIn,
    title: 'home_title',
    page: () => import('../features/home/home-page'),
    // The attention items are the page's first and largest text; the menu is on every home.
    earlyGets: [ATTENTIONS_URL, apiRoutes.menus.path],
  },
  // The identity check: public, with the header but no logo link (app/layouts/header.tsx).
  Identification: {
    layout: 'default',
    access: publicAccess,
    title: 'identification_title',
    page: () => import('../features/identification/identification-page'),
  },
  SuccessAuthentication: {
    layout: 'default',
    access: publicAccess,
    title: 'identification_success_title',
    page: () => import('../features/identification/success-page'),
  },
  FailureAuthentication: {
    layout: 'default',
    access: publicAccess,
    title: 'identification_failure_title',
    page: () => import('../features/identification/failure-page'),
  },
  AttendanceRateDetail: {
    layout: 'default',
    access: only('STUDENT'),
    title: 'attendance_title',
    page: () => import('../features/attendance/attendance-detail-page'),
  },
  NoticeList: {
    layout: 'fullScreen',
    access: only('STUDENT'),
    title: 'notice_list_title',
    page: () => import('../features/student-notices/notice-list-page'),
    earlyGets: [FIRST_NOTICES_URL],
  },
  UnreadNoticeDetail: {
    layout: 'default',
    access: only('STUDENT'),
    title: 'page_title_unread_notice',
    page: () => import('../features/student-notices/unread-notice-detail-page'),
  },
  Profile: {
    layout: 'default',
    access: anySignedIn,
    title: 'profile_title',
    errorPrefix: 'profile_error_prefix',
    page: () => import('../features/profile/profile-page'),
  },
  // Staff notices (spec 000 §2, §6, §7): every staff role reads; registration and copy are for the
  // roles that write (roles.ts). The detail's write buttons come with the notice (`abilities`).
  NoticeSearch: {
    layout: 'fullScreen',
    access: noticeReaders,
    title: 'notice_search_title',
    page: () => import('../features/staff-notices/search/notice-search-page'),
  },
  NoticeSearchForAdmin: {
    layout: 'fullScreen',
    access: noticeReaders,
    title: 'notice_search_admin_title',
    page: () => import('../features/staff-notices/search/notice-search-for-admin-page'),
  },
  NoticeRegistration: {
    layout: 'default',
    access: noticeWriters,
    title: 'notice_registration_title',
    page: () => import('../features/staff-notices/form/notice-registration-page'),
  },
  NoticeCopy: {
    layout: 'default',
    access: noticeWriters,
    title: 'notice_copy_title',
    page: () => import('../features/staff-notices/form/notice-registration-page'),
  },
  NoticeDetail: {
    layout: 'default',
    access: noticeReaders,
    title: 'notice_detail_title',
    page: () => import('../features/staff-notices/form/notice-detail-page'),
  },
  NoticeReadStatus: {
    layout: 'default',
    access: noticeReaders,
    title: 'notice_read_status_title',
    page: () => import('../features/staff-notices/read-status/notice-read-status-page'),
  },
  ...adminRoutes,
  Error: {
    layout: 'error',
    access: publicAccess,
    title: 'error_title',
    page: () => import('../features/errors/error-page'),
  },
  NotFound: {
    layout: 'error',
    access: publicAccess,
    title: 'not_found_title',
    page: () => import('../features/errors/not-found-page'),
  },
} as const satisfies Record<RouteName, RouteDescription>;

/** A route of the table: its description, its name and its path (shared/navigation/paths.ts). */
export type Route = AppRoute & { name: RouteName };

export const routes: readonly Route[] = (Object.keys(table) as RouteName[]).map((name) => ({
  name,
  path: paths[name],
  ...table[name],
}));

/** Whether a route is open without signing in. */
export const isPublicRoute = (route: Pick<AppRoute, 'access'>): boolean =>
  route.access.kind === 'public';

/**
 * Whether opening the route waits for the role check (/api/v1/me against `access`): every
 * signed-in screen does; `/` has no page and is always redirected.
 */
export const checksRole = (route: Pick<AppRoute, 'access' | 'page'>): boolean =>
  route.access.kind === 'signedIn' && route.page !== undefined;
