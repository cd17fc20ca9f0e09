/** Paths that screens outside the route table need (links, redirects). The table in app/routes.tsx uses them too. */
export const paths = {
  root: '/',
  lock: '/lock',
  cushion: '/cushion',
  identification: '/identification',
  successAuthentication: '/success-authentication',
  failureAuthentication: '/failure-authentication',
  home: '/home',
  profile: '/profile',
  attendanceRateDetail: '/attendance-rate-detail',
  noticeList: '/notice-list',
  unreadNoticeDetail: '/unread-notice-detail/:id',
  noticeSearch: '/notice-search',
  noticeSearchForAdmin: '/notice-search-for-admin',
  noticeRegistration: '/notice-registration',
  noticeCopy: '/notice-copy/:id',
  noticeDetail: '/notice-detail/:id',
  noticeReadStatus: '/notice-read-status/:id',
  noticeGroup: '/notice-group',
  noticeGroupDetail: '/notice-group-detail/:id',
  noticeGroupRegistration: '/notice-group-registration',
  staffEmailAddressSearch: '/staff-email-address-search',
  comconnectAi: '/comconnect-ai',
  paiedLicensesSummary: '/paied-licenses-summary',
  staffAccountSearch: '/staff-account-search',
  staffAccountDetail: '/staff-account-detail/:id',
  staffAccountRegistration: '/staff-account-registration',
  studentAccountSearch: '/student-account-search',
  studentAccountDetail: '/student-account-detail/:id',
  error: '/error',
} as const;

/** `/unread-notice-detail/{id}` for one notice. */
export const unreadNoticeDetailPath = (id: number): string =>
  paths.unreadNoticeDetail.replace(':id', String(id));

/** A path of the table with its `:id` filled: `withId(paths.noticeDetail, 3)` → `/notice-detail/3`. */
export const withId = (path: string, id: number): string => path.replace(':id', String(id));

/** A path of the table with its `:id` filled with a user id (uid). */
export const withUid = (path: string, uid: string): string =>
  path.replace(':id', encodeURIComponent(uid));

/** Query parameter of /lock that carries the originally requested path (spec 000 §2). */
export const REDIRECT_PARAM = 'redirect';

/** Navigation state of the Error route. */
export interface ErrorRouteState {
  message?: string;
}

/**
 * An in-app path to return to after sign-in, or /home. Only same-origin absolute paths are kept,
 * so a crafted `?redirect=//evil.example` cannot send a freshly signed-in user elsewhere.
 */
export function safeReturnPath(value: unknown): string {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\')
  ) {
    return paths.home;
  }
  const pathname = value.split(/[?#]/)[0];
  if (pathname === paths.lock || pathname === paths.cushion || pathname === paths.root)
    return paths.home;
  return value;
}
