import { test as base, expect, type Page } from '@playwright/test';

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
  newcomer: 'newcomer@demo.tayori.example',
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

export const test = base;
export { expect };

/**
 * GET on the API as the signed-in user of `page` (the ID token oidc-client-ts keeps in
 * localStorage), for tests that need a seeded id. Throws on a non-2xx answer.
 */
export async function apiGet<T = unknown>(page: Page, path: string): Promise<T> {
  const result = await page.evaluate(async (url) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const user = key ? (JSON.parse(localStorage.getItem(key)!) as { id_token?: string }) : null;
    const res = await fetch(url, {
      headers: user?.id_token ? { Authorization: `Bearer ${user.id_token}` } : {},
    });
    return { status: res.status, body: await res.text() };
  }, path);
  if (result.status < 200 || result.status >= 300) {
    throw new Error(`GET ${path}: ${result.status} ${result.body.slice(0, 200)}`);
  }
  return JSON.parse(result.body) as T;
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
      };
    });
    const rows = [...real, ...made];
    await route.fulfill({
      response,
      json: { ...status, noticeReadResultList: rows, deliveryCount: rows.length },
    });
  });
}
