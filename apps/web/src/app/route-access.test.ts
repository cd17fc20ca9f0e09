import { describe, expect, it } from 'vitest';
import { isAllowed, roleTypes, type AccessSubject } from '@tayori/contract';
import { paths } from '../shared/navigation/paths';
import { decideNavigation } from './guard';
import { checksRole, routes, type Route, type RouteName } from './routes';

const STAFF = roleTypes;
/** Every principal a screen may meet: signed out, each user type, and STAFF with each role. */
const principals = ['signedOut', 'STUDENT', 'TUTOR', 'OTHER', ...STAFF] as const;
type Principal = (typeof principals)[number];

const SIGNED_IN = ['STUDENT', 'TUTOR', 'OTHER', ...STAFF] as const;
const EVERYONE = principals;
const NOTICE_WRITERS = ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR'] as const;

/**
 * Who ends up on each screen, written from the specs (000 §2 and §6, 001 §2 and §6) and
 * docs/decisions.md independently of the route table's access rules. A route without a row is a
 * type error and a failing test.
 */
const routeAccessMatrix: Record<RouteName, readonly Principal[]> = {
  // Spec 000 §2 guard: the root always redirects (to /home or /lock).
  Root: [],
  // Rule 1: a signed-in user on /lock or /identification goes to /home.
  Lock: ['signedOut'],
  Identification: ['signedOut'],
  Cushion: EVERYONE,
  // Public; the pages themselves open only when coming from the identification form.
  SuccessAuthentication: EVERYONE,
  FailureAuthentication: EVERYONE,
  Home: SIGNED_IN,
  Profile: SIGNED_IN,
  // Spec 000 §6: STUDENT only.
  AttendanceRateDetail: ['STUDENT'],
  NoticeList: ['STUDENT'],
  UnreadNoticeDetail: ['STUDENT'],
  // Spec 000 §6: STAFF only; every role reads, the writers register and copy (decisions.md).
  NoticeSearch: STAFF,
  NoticeSearchForAdmin: STAFF,
  NoticeDetail: STAFF,
  NoticeReadStatus: STAFF,
  NoticeRegistration: NOTICE_WRITERS,
  NoticeCopy: NOTICE_WRITERS,
  // Spec 001 §6: notification groups are STAFF only; every role reads, the writers register
  // (docs/decisions/notice-groups.md).
  NoticeGroup: STAFF,
  NoticeGroupDetail: STAFF,
  NoticeGroupRegistration: NOTICE_WRITERS,
  // Spec 001 §6: staff e-mail search is STAFF; §1: the chatbot page is a staff tool.
  StaffEmailAddressSearch: STAFF,
  ComconnectAi: STAFF,
  // Spec 001 §6: licence pages are STAFF only; staff search and view for SYSTEM_ADMINISTRATOR and
  // VISTA_EDITOR; registration for SYSTEM_ADMINISTRATOR.
  PaiedLicensesSummary: STAFF,
  StaffAccountSearch: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  StaffAccountDetail: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  StaffAccountRegistration: ['SYSTEM_ADMINISTRATOR'],
  // Spec 001 §6: tutor list and view for SCHOOL_*, SYSTEM_ADMINISTRATOR and VISTA_EDITOR.
  TutorAccountSearch: ['SCHOOL_EDITOR', 'SCHOOL_VIEWER', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  TutorAccountDetail: ['SCHOOL_EDITOR', 'SCHOOL_VIEWER', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  // Spec 001 §6: announcement mail is STAFF only; every role reads, the screen's send comes with the author.
  Announce: STAFF,
  RosterImport: ['SYSTEM_ADMINISTRATOR'],
  Contactability: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR'],
  // docs/decisions/access-log.md: the 「操作ログ」 is the system administrator's alone.
  AccessLog: ['SYSTEM_ADMINISTRATOR'],
  // Spec 001 §6: student search and detail for STAFF who are not VISTA_VIEWER.
  StudentAccountSearch: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER'],
  StudentAccountDetail: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER'],
  Error: EVERYONE,
  NotFound: EVERYONE,
};

const subjectOf = (p: Principal): AccessSubject | null =>
  p === 'signedOut'
    ? null
    : STAFF.includes(p as (typeof STAFF)[number])
      ? { userType: 'STAFF', roleType: p as (typeof STAFF)[number] }
      : { userType: p as AccessSubject['userType'], roleType: null };

/** Whether `p` sees the route's page: the navigation guard, then the role check against me. */
function opens(route: Route, p: Principal): boolean {
  const subject = subjectOf(p);
  if (decideNavigation(route, subject !== null).kind === 'redirect') return false;
  if (subject === null || !checksRole(route)) return true;
  return isAllowed(route.access, subject);
}

describe('route × principal (spec 000 §2 and §6, spec 001 §6)', () => {
  it('has a row for every route of the table', () => {
    const missing = routes.filter((r) => !(r.name in routeAccessMatrix)).map((r) => r.name);
    expect(missing).toEqual([]);
  });

  describe.each(routes.map((r) => [r.name, r] as const))('%s', (_name, route) => {
    it.each(principals.map((p) => [p] as const))('%s', (p) => {
      expect(opens(route, p)).toBe(routeAccessMatrix[route.name].includes(p));
    });
  });
});

describe('route table descriptions', () => {
  it('gives every screen with a page its title', () => {
    for (const r of routes) if (r.page) expect(r.title, r.name).not.toBeNull();
  });

  it('serves every path that screens link to', () => {
    const served = new Set(routes.map((r) => r.path));
    for (const path of Object.values(paths)) expect(served.has(path), path).toBe(true);
  });
});
