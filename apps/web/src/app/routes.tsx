import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '@tayori/contract';
import { apiRoutes } from '@tayori/contract';
import { ATTENTIONS_URL } from '../features/home/api/attentions-url';
import { paths } from '../shared/navigation/paths';

export type LayoutName = 'default' | 'fullScreen' | 'public' | 'error';

/** Route names of the spec (000 §2, 001 §2); later screens add theirs here. */
export type RouteName =
  | 'Root'
  | 'Lock'
  | 'Cushion'
  | 'Identification'
  | 'SuccessAuthentication'
  | 'FailureAuthentication'
  | 'Home'
  | 'AttendanceRateDetail'
  | 'NoticeList'
  | 'UnreadNoticeDetail'
  | 'Profile'
  | 'NoticeSearch'
  | 'NoticeSearchForAdmin'
  | 'NoticeRegistration'
  | 'NoticeCopy'
  | 'NoticeDetail'
  | 'NoticeReadStatus'
  | 'Error'
  | 'NotFound';

/** A route's page module: the component, and what its first frame needs from the server. */
export interface PageModule {
  default: ComponentType;
  /**
   * Fetches into the query cache the data the page draws first (its `earlyGets` answers), so a
   * first load renders the page whole in one frame instead of through loading states
   * (app/preload.ts). Settles when done, failed or not.
   */
  prefetchFirstFrame?: (client: QueryClient, sub?: string) => Promise<unknown>;
}

export interface AppRoute {
  /** React Router path: `/notice-detail/:id` for the spec's `/notice-detail/{id}`; `*` is the catch-all. */
  path: string;
  name: RouteName;
  layout: LayoutName;
  /** Reachable without signing in. */
  public: boolean;
  /** Only these user types may open the page (checked against /api/v1/me); omitted: any signed-in user. */
  userTypes?: readonly UserType[];
  /** The page, loaded on first visit. Omitted only for `/`, which the guard always redirects. */
  page?: () => Promise<PageModule>;
  /**
   * GET URLs the page calls as it opens, started by the entry on a first load with a stored
   * sign-in (app/preload.ts; GET /api/v1/me is started for every route with `userTypes`).
   */
  earlyGets?: readonly string[];
}

/**
 * The route table of the app. Adding a screen is one entry here; the router, the guard and the
 * layouts are derived from it (app/router.tsx).
 */
export const routes: readonly AppRoute[] = [
  { path: paths.root, name: 'Root', layout: 'public', public: false },
  {
    path: paths.lock,
    name: 'Lock',
    layout: 'public',
    public: true,
    page: () => import('../features/auth/lock-page'),
  },
  {
    path: paths.cushion,
    name: 'Cushion',
    layout: 'public',
    public: true,
    page: () => import('../features/auth/cushion-page'),
  },
  {
    path: paths.home,
    name: 'Home',
    layout: 'default',
    public: false,
    userTypes: ['STUDENT', 'STAFF', 'TUTOR', 'OTHER'],
    page: () => import('../features/home/home-page'),
    // The attention items are the page's first and largest text; the menu is on every home.
    earlyGets: [ATTENTIONS_URL, apiRoutes.menus.path],
  },
  // The identity check: public, with the header but no logo link (app/layouts/header.tsx).
  {
    path: paths.identification,
    name: 'Identification',
    layout: 'default',
    public: true,
    page: () => import('../features/identification/identification-page'),
  },
  {
    path: paths.successAuthentication,
    name: 'SuccessAuthentication',
    layout: 'default',
    public: true,
    page: () => import('../features/identification/success-page'),
  },
  {
    path: paths.failureAuthentication,
    name: 'FailureAuthentication',
    layout: 'default',
    public: true,
    page: () => import('../features/identification/failure-page'),
  },
  {
    path: paths.attendanceRateDetail,
    name: 'AttendanceRateDetail',
    layout: 'default',
    public: false,
    userTypes: ['STUDENT'],
    page: () => import('../features/attendance/attendance-detail-page'),
  },
  {
    path: paths.noticeList,
    name: 'NoticeList',
    layout: 'fullScreen',
    public: false,
    userTypes: ['STUDENT'],
    page: () => import('../features/student-notices/notice-list-page'),
  },
  {
    path: paths.unreadNoticeDetail,
    name: 'UnreadNoticeDetail',
    layout: 'default',
    public: false,
    userTypes: ['STUDENT'],
    page: () => import('../features/student-notices/unread-notice-detail-page'),
  },
  {
    path: paths.profile,
    name: 'Profile',
    layout: 'default',
    public: false,
    userTypes: ['STUDENT', 'STAFF', 'TUTOR', 'OTHER'],
    page: () => import('../features/profile/profile-page'),
  },
  // Staff notices (spec 000 §2, §3, §7): STAFF only; write buttons by roleType inside the pages.
  {
    path: paths.noticeSearch,
    name: 'NoticeSearch',
    layout: 'fullScreen',
    public: false,
    userTypes: ['STAFF'],
    page: () => import('../features/staff-notices/search/notice-search-page'),
  },
  {
    path: paths.noticeSearchForAdmin,
    name: 'NoticeSearchForAdmin',
    layout: 'fullScreen',
    public: false,
    userTypes: ['STAFF'],
    page: () => import('../features/staff-notices/search/notice-search-for-admin-page'),
  },
  {
    path: paths.noticeRegistration,
    name: 'NoticeRegistration',
    layout: 'default',
    public: false,
    userTypes: ['STAFF'],
    page: () => import('../features/staff-notices/form/notice-registration-page'),
  },
  {
    path: paths.noticeCopy,
    name: 'NoticeCopy',
    layout: 'default',
    public: false,
    userTypes: ['STAFF'],
    page: () => import('../features/staff-notices/form/notice-registration-page'),
  },
  {
    path: paths.noticeDetail,
    name: 'NoticeDetail',
    layout: 'default',
    public: false,
    userTypes: ['STAFF'],
    page: () => import('../features/staff-notices/form/notice-detail-page'),
  },
  {
    path: paths.noticeReadStatus,
    name: 'NoticeReadStatus',
    layout: 'default',
    public: false,
    userTypes: ['STAFF'],
    page: () => import('../features/staff-notices/read-status/notice-read-status-page'),
  },
  {
    path: paths.error,
    name: 'Error',
    layout: 'error',
    public: true,
    page: () => import('../features/errors/error-page'),
  },
  {
    path: '*',
    name: 'NotFound',
    layout: 'error',
    public: true,
    page: () => import('../features/errors/not-found-page'),
  },
];
