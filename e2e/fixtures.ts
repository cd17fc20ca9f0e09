import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RoleType } from '@tayori/contract';
import type { TestStaff, TestStudent } from '@tayori/api/dev-tools/test-accounts';
import { idTokenOf } from './id-token';

export type { TestStaff, TestStudent };

export const DEMO_PASSWORD = 'Sakura-demo-2026';
export const demo = {
  student: 'student@demo.tayori.example',
  careful: 'careful@demo.tayori.example',
  tutor: 'tutor@demo.tayori.example',
  other: 'other@demo.tayori.example',
  admin: 'admin@demo.tayori.example',
  vistaEditor: 'vista-editor@demo.tayori.example',
  vistaViewer: 'vista-viewer@demo.tayori.example',
  schoolEditor: 'school-editor@demo.tayori.example',
  schoolViewer: 'school-viewer@demo.tayori.example',
} as const;

/** Fills the bundled IdP's sign-in form (the page the lock screen's button leads to). */
export async function fillSignIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('サインインID').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'サインイン' }).click();
}

/** Signs in through the real IdP from /lock and waits for the landing path. */
export async function signInAs(page: Page, email: string, landing = '/home') {
  await page.goto('/lock');
  await page.getByRole('button', { name: 'サインイン' }).click();
  await fillSignIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[?]/g, '\\?')}$`));
}

/** A demo account that the set-up project signs in once per run. */
export type Role = keyof typeof demo;
export const roles = Object.keys(demo) as Role[];

/**
 * Where auth.setup.ts keeps `role`'s signed-in state (cookies, and the ID token in localStorage)
 * for this run: under the output folder, which Playwright empties when a run starts.
 */
export const authFile = (role: Role) =>
  fileURLToPath(new URL(`../test-results/.auth/${role}.json`, import.meta.url));

/**
 * `test.use({ role: 'schoolEditor' })`: the test's browser starts signed in as that demo account
 * (the state auth.setup.ts saved), on a blank page. Tests about signing in leave it unset and go
 * through the IdP with `signInAs`.
 */
export const test = base.extend<{ role: Role | undefined }>({
  role: [undefined, { option: true }],
  storageState: async ({ role, storageState }, use) => {
    await use(role ? authFile(role) : storageState);
  },
});
export { expect };

/**
 * A new student of the demo school with details of its own, for a test that changes its account
 * (resets or replaces its password) or what it has read (`noticesOf`: the e-mail of a student
 * whose notices it is delivered too, unread), so that no other test, and no retry, sees the change.
 */
export async function makeStudent(
  request: APIRequestContext,
  opts: { temporaryPassword?: boolean; noticesOf?: string } = {},
): Promise<TestStudent> {
  const res = await request.post('/dev/students', { data: opts });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TestStudent;
}

/** A new staff member of `roleType` (SCHOOL_* in the demo school's group), for a test that edits its account. */
export async function makeStaff(
  request: APIRequestContext,
  roleType: RoleType,
): Promise<TestStaff> {
  const res = await request.post('/dev/staff', { data: { roleType } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as TestStaff;
}

/** Signs in as an account made for the test (makeStudent, makeStaff) and waits for /home. */
export async function signInWith(page: Page, account: { email: string; password: string }) {
  await page.goto('/lock');
  await page.getByRole('button', { name: 'サインイン' }).click();
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * GET on the API as the signed-in user of `page`, for tests that need a seeded id; the page
 * need not have opened anything yet. Throws on a non-2xx answer.
 */
export async function apiGet<T = unknown>(page: Page, path: string): Promise<T> {
  const token = await idTokenOf(page.context());
  const res = await page.request.get(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok())
    throw new Error(`GET ${path}: ${res.status()} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/**
 * Client-side navigation to `path` with React Router location state (e.g. the identification
 * result pages, which only open with `{ fromIdentification: true }`). The app must be loaded.
 */
export async function navigateWithState(page: Page, path: string, state: unknown) {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState(
        { usr, key: 'e2e', idx: (window.history.state?.idx ?? 0) + 1 },
        '',
        to,
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * Makes the read status call of every notice answer `count` recipients (the notice's own ones
 * first, then made-up students), to see the windowed list in a browser without seeding a school.
 */
export async function withManyRecipients(page: Page, count: number) {
  const readStatus = '**/api/v1/schools/notices/read/*';
  await page.unroute(readStatus);
  await page.route(readStatus, async (route) => {
    const response = await route.fetch();
    const status = (await response.json()) as { noticeReadResultList: unknown[] };
    const real = status.noticeReadResultList;
    const made = Array.from({ length: Math.max(count - real.length, 0) }, (_, i) => {
      const n = real.length + i + 1;
      return {
        rowId: n,
        noticeReadFlag: n % 3 === 0,
        schoolYear: (n % 4) + 1,
        departmentName: '普通科',
        courseName: '通信コース',
        userSurname: `生徒${n}`,
        userGivenname: '花子',
        emailAddress: `student${n}@demo.tayori.example`,
        isCareful: false,
        readAt: n % 3 === 0 ? '2026-11-27T23:30:00Z' : null,
        mailSuppressed: false,
        reminders: [],
      };
    });
    const rows = [...real, ...made];
    await route.fulfill({
      response,
      json: { ...status, noticeReadResultList: rows, deliveryCount: rows.length },
    });
  });
}

/**
 * POST, PUT or DELETE on the API as the signed-in user of `page` (ID token and the XSRF
 * double-submit), for tests that prepare data through the API. Throws on a non-2xx answer.
 */
export async function apiSend<T = unknown>(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await idTokenOf(page.context());
  await page.request.get('/api/v1/start');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await page.request.fetch(path, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'X-XSRF-TOKEN': xsrf },
    ...(data === undefined ? {} : { data }),
  });
  if (!res.ok())
    throw new Error(`${method} ${path}: ${res.status()} ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

/** Where a spec saves its screenshots (under /tmp/shots), made if it is not there yet. */
export function shotsDir(folder = ''): string {
  const dir = folder ? `/tmp/shots/${folder}` : '/tmp/shots';
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Spec 001 §2: the staff home's menu has the item `name`, leading to `path`. Portal items open in a
 * new tab, so the link is read rather than followed.
 */
export async function expectMenuItem(page: Page, name: RegExp, path: string) {
  await page.goto('/home');
  await expect(page.getByRole('link', { name }).first()).toHaveAttribute(
    'href',
    new RegExp(`${path}$`),
  );
}

/** Opening `path` lands on the Error route (spec 000 §8): refused, or nothing to show. */
export async function expectErrorRoute(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/error$/);
}

/**
 * A notice form's group, category and end: 3年生 (no demo sign-in account is in it, so other specs
 * see no new notices), the first category, no end date.
 */
export async function chooseQuietAddressees(page: Page) {
  await page.getByRole('combobox', { name: 'お知らせグループ' }).click();
  await page
    .getByRole('option', { name: /^3年生（/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'カテゴリ' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('checkbox', { name: '終了日を設定しない' }).check();
}
