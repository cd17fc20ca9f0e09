import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  anySignedIn,
  apiRoutes,
  noticeGroupReaders,
  noticeGroupWriters,
  staffAccountEditors,
  staffAccountViewers,
  noticeReaders,
  noticeWriters,
  only,
  publicAccess,
  staffOnly,
  studentAccountViewers,
  type Access,
} from '@tayori/contract';
import { ATTENTIONS_URL } from '../features/home/api/attentions-url';
import type { MessageKey } from '../shared/i18n';
import { paths, type RouteName } from '../shared/navigation/paths';

export type { RouteName };

export type LayoutName = 'default' | 'fullScreen' | 'public' | 'error';

/** A route's page module: the component, and what its first frame needs from the server. */
export interface PageModule {
  default: ComponentType;
  /**
   * Fetches into the query cache the data the page draws first (its `earlyGets` answers), so a
   * first load renders the page whole in one frame instead of through loading states
   * (app/preload.ts). Settles when done, failed or not.
   */
  prefetchFirstFrame?: (client: QueryClient) => Promise<unknown>;
}

/**
 * One screen of the spec (000 §2, 001 §2) as the table describes it, under its route name; its
 * path is the name's entry in shared/navigation/paths.ts.
 */
export interface RouteDescription {
  layout: LayoutName;
  /**
   * Who may open it, as a contract access rule (`publicAccess`: no sign-in needed). A signed-in
   * route's rule is checked against /api/v1/me with the contract's `isAllowed`, the function the
   * API's guard uses, so a screen lets in exactly those its calls serve (spec 000 §6: anyone else
   * goes to the Error route).
   */
  access: Access;
  /** The tab title (WCAG 2.4.2: tabs, history and screen readers tell pages apart); null: app name. */
  title: MessageKey | null;
  /**
   * Spec 001 §8: the feature-specific prefix of this screen's save, update and search failure
   * messages (shared/api/error-messages.ts `useFailureMessages`). The spec names the screens
   * (profile, staff/student/tutor search and detail) but not the texts: each comes with its screen.
   */
  errorPrefix?: MessageKey;
  /** The page, loaded on first visit. Omitted only for `/`, which the guard always redirects. */
  page?: () => Promise<PageModule>;
  /**
   * GET URLs the page calls as it opens, started by the entry on a first load with a stored
   * sign-in (app/preload.ts; GET /api/v1/me is started for every route that checks the role).
   */
  earlyGets?: readonly string[];
}

/** A screen with its route name (NoticeSearch, UnreadNoticeDetail…) and its React Router path. */
export interface AppRoute extends RouteDescription {
  name: string;
  path: string;
}

/**
 * The route table of the app, keyed by the spec's route names (the keys of `paths`). Adding a
 * screen is its path in shared/navigation/paths.ts and its entry here; the router, the guard, the
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
  // Notification groups (spec 001 §2, §6): STAFF only; every staff role reads, registration is for
  // the roles that write (roles.ts). The detail's write buttons come with the group (`abilities`).
  NoticeGroup: {
    layout: 'default',
    access: noticeGroupReaders,
    title: 'notice_group_list_title',
    page: () => import('../features/notice-groups/list/notice-group-page'),
  },
  NoticeGroupDetail: {
    layout: 'fullScreen',
    access: noticeGroupReaders,
    title: 'notice_group_detail_title',
    page: () => import('../features/notice-groups/detail/notice-group-detail-page'),
  },
  NoticeGroupRegistration: {
    layout: 'fullScreen',
    access: noticeGroupWriters,
    title: 'notice_group_registration_title',
    page: () => import('../features/notice-groups/detail/notice-group-detail-page'),
  },
  // Spec 001 §2, §6: staff tools; the chatbot page opens the setting its `app` names.
  StaffEmailAddressSearch: {
    layout: 'default',
    access: staffOnly,
    title: 'staff_email_title',
    page: () => import('../features/staff-email/staff-email-search-page'),
  },
  ComconnectAi: {
    layout: 'default',
    access: staffOnly,
    title: 'chatbot_title',
    page: () => import('../features/chatbot/chatbot-page'),
  },
  // Spec 001 §2, §6: the paid licence summary (STAFF); staff/other accounts (search and detail
  // for SYSTEM_ADMINISTRATOR and VISTA_EDITOR, registration for SYSTEM_ADMINISTRATOR).
  PaiedLicensesSummary: {
    layout: 'default',
    access: staffOnly,
    title: 'license_summary_title',
    page: () => import('../features/licenses/license-summary-page'),
  },
  StaffAccountSearch: {
    layout: 'default',
    access: staffAccountViewers,
    title: 'staff_search_title',
    errorPrefix: 'staff_search_error_prefix',
    page: () => import('../features/staff-accounts/search/staff-search-page'),
  },
  StaffAccountDetail: {
    layout: 'fullScreen',
    access: staffAccountViewers,
    title: 'staff_detail_title',
    errorPrefix: 'staff_detail_error_prefix',
    page: () => import('../features/staff-accounts/detail/staff-detail-page'),
  },
  StaffAccountRegistration: {
    layout: 'default',
    access: staffAccountEditors,
    title: 'staff_registration_title',
    page: () => import('../features/staff-accounts/registration/staff-registration-page'),
  },
  // Student accounts (spec 001 §2, §6): staff roles but VISTA_VIEWER. The detail's variant and
  // edit come with the student (`variant`, `abilities`).
  StudentAccountSearch: {
    layout: 'fullScreen',
    access: studentAccountViewers,
    title: 'student_search_title',
    errorPrefix: 'student_search_error_prefix',
    page: () => import('../features/student-accounts/search/student-account-search-page'),
  },
  StudentAccountDetail: {
    layout: 'default',
    access: studentAccountViewers,
    title: 'student_detail_title',
    errorPrefix: 'student_detail_error_prefix',
    page: () => import('../features/student-accounts/detail/student-account-detail-page'),
  },
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
