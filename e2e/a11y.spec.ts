/**
 * Accessibility: axe-core (WCAG 2.0 A and AA rules) on every screen, at a phone
 * width (360×740) and a desktop width (1280×800). Serious and critical violations fail the test;
 * moderate and minor ones are printed and attached to the report.
 *
 * A new screen is one row of `screens`. Every path of the route table (apps/web/src/app/routes.tsx)
 * must have a row (or a `skip` with its reason): the first test fails for a route without one.
 * Rows for routes not in the table yet are skipped until the route is added.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { checkScreen, type Screen } from './axe';
import {
  apiGet,
  demo,
  expect,
  fillSignIn,
  navigateWithState,
  test,
  withManyRecipients,
} from './fixtures';

const firstStaffNoticeId = async (page: Page) => {
  const res = await apiGet<{ noticeSearchResultList: { noticeId: number }[] }>(
    page,
    '/api/v1/schools/notices',
  );
  const id = res.noticeSearchResultList[0]?.noticeId;
  if (!id) throw new Error('no seeded notice visible to this staff account');
  return id;
};

/** An ACTIVE student of the demo school (S0001) the signed-in staff member reaches. */
const firstStudentId = async (page: Page) => {
  const res = await apiGet<{ studentList: { uid: string }[] }>(
    page,
    '/api/v1/students?extendedSchoolCode=S0001&userStatusType=ACTIVE',
  );
  const id = res.studentList[0]?.uid;
  if (!id) throw new Error('no seeded student visible to this staff account');
  return id;
};

const screens: Screen[] = [
  // Public screens of the route table.
  { name: 'lock', route: '/lock', open: '/lock' },
  {
    name: 'cushion',
    route: '/cushion',
    open: '/cushion',
    skip: 'transient: it leaves for /home or /lock within seconds',
  },
  { name: 'root', route: '/', open: '/', skip: 'always redirected (to /lock or /home)' },
  { name: 'not-found', route: '*', open: '/no/such/page' },
  { name: 'error', route: '/error', open: '/error' },
  { name: 'error (signed in)', route: '/error', as: 'student', open: '/error' },
  { name: 'identification', route: '/identification', open: '/identification' },
  {
    name: 'success-authentication',
    route: '/success-authentication',
    open: async (page) => {
      await page.goto('/identification');
      await navigateWithState(page, '/success-authentication', { fromIdentification: true });
    },
  },
  {
    name: 'failure-authentication',
    route: '/failure-authentication',
    open: async (page) => {
      await page.goto('/identification');
      await navigateWithState(page, '/failure-authentication', { fromIdentification: true });
    },
  },

  // Home, by user type.
  { name: 'home (student)', route: '/home', as: 'student', open: '/home' },
  { name: 'home (careful student)', route: '/home', as: 'careful', open: '/home' },
  { name: 'home (tutor)', route: '/home', as: 'tutor', open: '/home' },
  { name: 'home (other)', route: '/home', as: 'other', open: '/home' },
  { name: 'home (staff)', route: '/home', as: 'schoolEditor', open: '/home' },
  { name: 'home (administrator)', route: '/home', as: 'admin', open: '/home' },

  // Student screens.
  { name: 'profile (student)', route: '/profile', as: 'student', open: '/profile' },
  { name: 'profile (staff)', route: '/profile', as: 'schoolEditor', open: '/profile' },
  {
    name: 'attendance detail',
    route: '/attendance-rate-detail',
    as: 'student',
    open: '/attendance-rate-detail',
  },
  { name: 'notice list', route: '/notice-list', as: 'student', open: '/notice-list' },
  {
    name: 'unread notice detail',
    route: '/unread-notice-detail/:id',
    // Opening marks the notice read: the careful student's notices, not the student's others count.
    as: 'careful',
    open: async (page) => {
      const res = await apiGet<{ noticeList: { noticeId: number }[] }>(
        page,
        '/api/v1/users/notices',
      );
      const id = res.noticeList[0]?.noticeId;
      if (!id) throw new Error('no seeded notice for the careful student');
      await page.goto(`/unread-notice-detail/${id}`);
    },
  },

  // Staff screens.
  { name: 'notice search', route: '/notice-search', as: 'schoolEditor', open: '/notice-search' },
  {
    name: 'notice search (administrator)',
    route: '/notice-search-for-admin',
    as: 'admin',
    open: '/notice-search-for-admin',
  },
  {
    name: 'notice registration',
    route: '/notice-registration',
    as: 'schoolEditor',
    open: '/notice-registration',
  },
  {
    name: 'notice edit',
    route: '/notice-detail/:id',
    as: 'schoolEditor',
    open: async (page) =>
      page.goto(`/notice-detail/${await firstStaffNoticeId(page)}`).then(() => {}),
  },
  {
    name: 'notice copy',
    route: '/notice-copy/:id',
    as: 'schoolEditor',
    open: async (page) =>
      page.goto(`/notice-copy/${await firstStaffNoticeId(page)}`).then(() => {}),
  },
  {
    name: 'notice read status',
    route: '/notice-read-status/:id',
    as: 'schoolEditor',
    open: async (page) =>
      page.goto(`/notice-read-status/${await firstStaffNoticeId(page)}`).then(() => {}),
  },
  {
    name: 'notice read status (10,000 recipients, drawn as a window)',
    route: '/notice-read-status/:id',
    as: 'schoolEditor',
    open: async (page) => {
      await withManyRecipients(page, 10_000);
      await page.goto(`/notice-read-status/${await firstStaffNoticeId(page)}`);
    },
  },

  // Notification groups (spec 001 §2).
  { name: 'notice group list', route: '/notice-group', as: 'schoolEditor', open: '/notice-group' },
  {
    name: 'notice group registration',
    route: '/notice-group-registration',
    as: 'schoolEditor',
    open: '/notice-group-registration',
  },
  {
    name: 'notice group detail',
    route: '/notice-group-detail/:id',
    as: 'schoolEditor',
    open: async (page) => {
      const res = await apiGet<{ noticeGroupList: { groupId: number }[] }>(
        page,
        '/api/v1/schools/notice-groups',
      );
      const id = res.noticeGroupList[0]?.groupId;
      if (!id) throw new Error('no seeded group visible to this staff account');
      await page.goto(`/notice-group-detail/${id}`);
      await expect(page.getByRole('heading', { name: /^グループの生徒/ })).toBeVisible();
    },
  },
  // Announcement mail (spec 001 §2): its three tabs.
  {
    name: 'announce: registration tab',
    route: '/announce',
    as: 'schoolEditor',
    open: async (page) => {
      await page.goto('/announce');
      await expect(page.getByText(/^作成者：/)).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'announce: destination search tab with results',
    route: '/announce',
    as: 'schoolEditor',
    open: async (page) => {
      await page.goto('/announce');
      await page.getByRole('tab', { name: '配信先検索' }).click();
      await page.getByRole('tabpanel').getByRole('combobox', { name: '学校' }).click();
      await page.getByRole('option', { name: '札幌中央高等学院' }).click();
      await page.getByRole('button', { name: '検索', exact: true }).click();
      await expect(page.getByRole('tree', { name: '検索結果' })).toBeVisible();
    },
  },
  {
    name: 'announce: sent mail tab',
    route: '/announce',
    as: 'schoolEditor',
    open: async (page) => {
      await page.goto('/announce');
      await page.getByRole('tab', { name: '送信済みメール' }).click();
      await page.getByRole('tabpanel').getByRole('combobox', { name: '学校' }).click();
      await page.getByRole('option', { name: '札幌中央高等学院' }).click();
      await page.getByRole('button', { name: '検索', exact: true }).click();
      await expect(page.getByRole('table', { name: '送信済みメール一覧' })).toBeVisible();
      const first = page.getByRole('radio').first();
      if (await first.count()) await first.check();
    },
  },
  // Staff tools of spec 001.
  {
    name: 'staff e-mail address search (results)',
    route: '/staff-email-address-search',
    as: 'schoolEditor',
    open: '/staff-email-address-search?lastName=%E5%B1%B1',
    ready: (page) => page.getByRole('status').filter({ hasText: /検索結果：\d+件/ }),
  },
  {
    name: 'chatbot page (demo widget)',
    route: '/comconnect-ai',
    as: 'schoolEditor',
    open: '/comconnect-ai?app=study-support',
    ready: (page) => page.getByRole('log'),
  },
  {
    name: 'chatbot page (invalid setting)',
    route: '/comconnect-ai',
    as: 'schoolEditor',
    open: '/comconnect-ai',
    ready: (page) => page.getByRole('alert'),
  },

  // Staff, other and tutor accounts and the paid licence summary (spec 001 §2).
  {
    name: 'paid licence summary',
    route: '/paied-licenses-summary',
    as: 'admin',
    open: '/paied-licenses-summary',
    ready: (page) => page.getByRole('table', { name: '有料ライセンス集計' }),
  },
  {
    name: 'staff account search (results)',
    route: '/staff-account-search',
    as: 'admin',
    open: '/staff-account-search?userType=TUTOR',
    ready: (page) => page.getByRole('status').filter({ hasText: /検索結果：\d+件/ }),
  },
  {
    name: 'staff account detail',
    route: '/staff-account-detail/:id',
    as: 'admin',
    open: async (page) => {
      const res = await apiGet<{ staffList: { uid: string }[] }>(
        page,
        '/api/v1/staff?userType=TUTOR',
      );
      await page.goto(`/staff-account-detail/${res.staffList[0]!.uid}`);
      await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
    },
  },
  {
    name: 'tutor account search (results)',
    route: '/tutor-account-search',
    as: 'schoolEditor',
    open: '/tutor-account-search?extendedSchoolCode=S0001',
    ready: (page) => page.getByRole('status').filter({ hasText: /検索結果：\d+件/ }),
  },
  {
    name: 'tutor account detail',
    route: '/tutor-account-detail/:id',
    as: 'admin',
    open: async (page) => {
      const res = await apiGet<{ tutorList: { uid: string }[] }>(
        page,
        '/api/v1/tutors?extendedSchoolCode=S0001',
      );
      await page.goto(`/tutor-account-detail/${res.tutorList[0]!.uid}`);
      await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
    },
  },
  {
    name: 'staff account registration',
    route: '/staff-account-registration',
    as: 'admin',
    open: '/staff-account-registration',
  },
  // The roster import (docs/roster-import.md): the form and the import history.
  {
    name: 'roster import',
    route: '/roster-import',
    as: 'admin',
    open: '/roster-import',
    ready: (page) => page.getByRole('heading', { name: '取り込み履歴' }),
  },

  // The 「操作ログ」 (docs/decisions/access-log.md): the latest entries, as it opens.
  {
    name: 'access log',
    route: '/access-log',
    as: 'admin',
    open: async (page) => {
      await page.goto('/access-log');
      await expect(page.getByRole('status')).toContainText('検索結果');
    },
  },

  // Who the portal reaches (docs/decisions/delivery.md): the board of the demo school.
  {
    name: 'contactability board',
    route: '/contactability',
    as: 'schoolEditor',
    open: '/contactability?extendedSchoolCode=S0001',
    ready: (page) => page.getByRole('heading', { name: /どの手段でも届かない人/ }),
  },

  // Student accounts (spec 001 §2): the search with a school's results, and the detail's variants.
  {
    name: 'student account search',
    route: '/student-account-search',
    as: 'schoolEditor',
    open: async (page) => {
      await page.goto('/student-account-search?extendedSchoolCode=S0001');
      await expect(page.getByRole('status')).toContainText('検索結果');
    },
  },
  {
    name: 'student account detail (administrator, the form)',
    route: '/student-account-detail/:id',
    as: 'admin',
    open: async (page) => {
      await page.goto(`/student-account-detail/${await firstStudentId(page)}`);
      await expect(page.getByRole('button', { name: '保存' })).toBeVisible();
    },
  },
  {
    name: 'student account detail (school viewer, read-only with the password section)',
    route: '/student-account-detail/:id',
    as: 'schoolViewer',
    open: async (page) => {
      await page.goto(`/student-account-detail/${await firstStudentId(page)}`);
      await expect(page.getByRole('heading', { name: 'パスワード' })).toBeVisible();
    },
  },

  // The bundled IdP's pages (server-rendered, apps/idp).
  {
    name: 'IdP sign-in',
    open: async (page) => {
      await page.goto('/lock');
      await page.getByRole('button', { name: 'サインイン' }).click();
      await expect(page.getByLabel('サインインID')).toBeVisible();
    },
  },
  {
    name: 'IdP sign-in with an error',
    open: async (page) => {
      await page.goto('/lock');
      await page.getByRole('button', { name: 'サインイン' }).click();
      await fillSignIn(page, demo.vistaViewer, 'wrong-password-1');
      await expect(page.getByRole('alert')).toBeVisible();
    },
  },
  {
    name: 'IdP new password (temporary password)',
    open: '/lock',
    skip: "checked by foundation.spec.ts in the newcomer's first sign-in, the only one that sees it",
  },
  {
    name: 'IdP managing one’s second factors (from the profile)',
    as: 'student',
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: '2段階認証を設定する' }).click();
      await fillSignIn(page, demo.student);
      await expect(page.getByRole('heading', { name: '2段階認証の管理' })).toBeVisible();
    },
  },
  {
    name: 'IdP change password',
    as: 'vistaEditor',
    open: '/idp/password',
    ready: (page) => page.getByRole('heading', { name: 'パスワード変更' }),
  },
];

// ── the route table ↔ this table ──────────────────────────────────────────────────────────────

const webSrc = fileURLToPath(new URL('../apps/web/src/', import.meta.url));

/**
 * Paths of the route table: routes.tsx is keyed by the route names of shared/navigation/paths.ts
 * (TypeScript holds the two to the same names) and takes each path from there.
 */
function routeTablePaths(): string[] {
  const pathsSource = readFileSync(`${webSrc}shared/navigation/paths.ts`, 'utf8');
  const block = /export const paths = \{([\s\S]*?)\}/.exec(pathsSource)?.[1] ?? '';
  const out = [...block.matchAll(/(\w+)\s*:\s*'([^']*)'/g)].map((m) => m[2]!);
  if (out.length === 0) throw new Error('no paths found in shared/navigation/paths.ts');
  return out;
}

const tablePaths = new Set(routeTablePaths());

test('every route of the route table has a row in the accessibility table', () => {
  const covered = new Set(screens.map((s) => s.route).filter(Boolean));
  const missing = [...tablePaths].filter((p) => !covered.has(p));
  expect(missing, 'add a row (or a skip with its reason) to `screens` in e2e/a11y.spec.ts').toEqual(
    [],
  );
});

test.describe('accessibility (axe, WCAG 2 A/AA)', () => {
  for (const screen of screens) {
    test.describe(() => {
      // Signed in as `as` from the start (auth.setup.ts), or signed out.
      test.use({ role: screen.as });
      test(screen.name, async ({ page }, testInfo) => {
        test.skip(!!screen.skip, screen.skip);
        test.skip(
          !!screen.route && !tablePaths.has(screen.route),
          `${screen.route} is not in the route table yet`,
        );
        await checkScreen(page, screen, testInfo);
      });
    });
  }
});
