/**
 * Every screen's path, keyed by the spec's route name (000 §2, 001 §2): the names of the route
 * table (app/routes.tsx), which describes each screen (layout, access, title, page) under the same
 * name and takes its path from here. A screen is added by its name here and its description
 * there; TypeScript refuses a name missing from either. React Router syntax: `:id` for the spec's
 * `{id}`, `*` the catch-all.
 */
export const paths = {
  Root: '/',
  Lock: '/lock',
  Cushion: '/cushion',
  Identification: '/identification',
  SuccessAuthentication: '/success-authentication',
  FailureAuthentication: '/failure-authentication',
  Home: '/home',
  AttendanceRateDetail: '/attendance-rate-detail',
  NoticeList: '/notice-list',
  UnreadNoticeDetail: '/unread-notice-detail/:id',
  Profile: '/profile',
  NoticeSearch: '/notice-search',
  NoticeSearchForAdmin: '/notice-search-for-admin',
  NoticeRegistration: '/notice-registration',
  NoticeCopy: '/notice-copy/:id',
  NoticeDetail: '/notice-detail/:id',
  NoticeReadStatus: '/notice-read-status/:id',
  NoticeGroup: '/notice-group',
  NoticeGroupDetail: '/notice-group-detail/:id',
  NoticeGroupRegistration: '/notice-group-registration',
  StaffEmailAddressSearch: '/staff-email-address-search',
  ComconnectAi: '/comconnect-ai',
  StudentAccountSearch: '/student-account-search',
  StudentAccountDetail: '/student-account-detail/:id',
  PaiedLicensesSummary: '/paied-licenses-summary',
  StaffAccountSearch: '/staff-account-search',
  StaffAccountDetail: '/staff-account-detail/:id',
  StaffAccountRegistration: '/staff-account-registration',
  TutorAccountSearch: '/tutor-account-search',
  TutorAccountDetail: '/tutor-account-detail/:id',
  Announce: '/announce',
  RosterImport: '/roster-import',
  Contactability: '/contactability',
  AccessLog: '/access-log',
  Error: '/error',
  NotFound: '*',
} as const;

/** The spec's route names. */
export type RouteName = keyof typeof paths;

/** `/unread-notice-detail/{id}` for one notice. */
export const unreadNoticeDetailPath = (id: number): string =>
  paths.UnreadNoticeDetail.replace(':id', String(id));

/** A path of the table with its `:id` filled: `withId(paths.NoticeDetail, 3)` → `/notice-detail/3`. */
export const withId = (path: string, id: number): string => path.replace(':id', String(id));

/** A path of the table with its `:id` filled with a user id (uid). */
export const withUid = (path: string, uid: string): string =>
  path.replace(':id', encodeURIComponent(uid));

/**
 * The page of a table row (`rowPath(paths.StaffAccountDetail, row.uid)`), or null for a row without
 * an id (spec 001 §2: cmp_51_001_description is shown and nothing opens), never `/…/null`.
 */
export const rowPath = (path: string, id: number | string | null | undefined): string | null =>
  id === null || id === undefined || id === ''
    ? null
    : typeof id === 'number'
      ? withId(path, id)
      : withUid(path, id);

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
    return paths.Home;
  }
  const pathname = value.split(/[?#]/)[0];
  if (pathname === paths.Lock || pathname === paths.Cushion || pathname === paths.Root)
    return paths.Home;
  return value;
}
