/**
 * The screens `npm run bench:web` runs Lighthouse on: those the morning peak loads (docs/scale.md),
 * each opened by the account that uses it, in a browser profile of its own.
 */
import type { Browser } from './lighthouse';

export const TARGETS = { performance: 95, accessibility: 100 } as const;
/** The staff's screens, heavier by nature (tables, forms of many conditions): 90. */
const STAFF_PERFORMANCE = 90;
export const DEMO_PASSWORD = 'Sakura-demo-2026';

export interface AuditedPage {
  name: string;
  /** The path, or how to find it (a seeded record's id) through the signed-in user's API. */
  path: string | ((browser: Browser, baseUrl: string) => Promise<string>);
  /** Lighthouse's mobile performance score the screen must reach. */
  performance: number;
}

/** The demo student's first notice (opening it marks it read; the screen is the same after). */
async function unreadNoticePath(browser: Browser, baseUrl: string): Promise<string> {
  const { noticeList } = await browser.apiGet<{ noticeList: { noticeId: number }[] }>(
    baseUrl,
    '/api/v1/users/notices',
  );
  if (!noticeList[0]) throw new Error('the demo student has no notice');
  return `/unread-notice-detail/${noticeList[0].noticeId}`;
}

export const AUDITED: { account?: string; pages: AuditedPage[] }[] = [
  { pages: [{ name: 'lock', path: '/lock', performance: TARGETS.performance }] },
  {
    account: 'student@demo.tayori.example',
    pages: [
      { name: 'home (student)', path: '/home', performance: TARGETS.performance },
      { name: 'notice list', path: '/notice-list', performance: TARGETS.performance },
      { name: 'unread notice', path: unreadNoticePath, performance: TARGETS.performance },
    ],
  },
  {
    // The staff search is the system administrator's and VISTA_EDITOR's (spec 001 §6).
    account: 'admin@demo.tayori.example',
    pages: [
      {
        name: 'staff search',
        path: '/staff-account-search?userType=STAFF',
        performance: STAFF_PERFORMANCE,
      },
      {
        name: 'student search',
        path: '/student-account-search?extendedSchoolCode=S0001',
        performance: STAFF_PERFORMANCE,
      },
      { name: 'announcement mail', path: '/announce', performance: STAFF_PERFORMANCE },
    ],
  },
];
