import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, fillSignIn, test, type TestStaff } from './fixtures';
import { startOwnPortal, stopOwnPortal, type OwnPortal } from './own-portal';

/**
 * Second factors for staff (docs/decisions/second-factors.md), in Chromium: a portal started as
 * `npm start` starts it with the default policy (every staff role), on E2E_PORT + 3. The main
 * e2e portal runs with SECOND_FACTOR_ROLES=none so the other specs' staff sign in as before.
 * A staff member enrols an authenticator app (the code computed here from the secret the page
 * shows) at 360 px and signs in again with it; another enrols a passkey with Chromium's virtual
 * authenticator (DevTools protocol) at 1280 px and signs in with it alone; a student turns an
 * authenticator app on from the profile (the IdP's page that manages one's factors); an
 * administrator resets another's factors from the staff detail.
 */

const port = Number(process.env.E2E_PORT ?? 3100) + 3;
const portalUrl = `http://localhost:${port}`;
const shots = (name: string) =>
  fileURLToPath(new URL(`../test-results/second-factors/${name}.png`, import.meta.url));

let portal: OwnPortal;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // The default policy: every staff role enrols.
  portal = await startOwnPortal(port, { DEV_TOOLS: '1', SECOND_FACTOR_ROLES: undefined });
});
test.afterAll(async () => {
  if (portal) await stopOwnPortal(portal);
});

async function newStaff(
  browser: Browser,
  roleType: TestStaff['roleType'] = 'SCHOOL_EDITOR',
): Promise<TestStaff> {
  const context = await browser.newContext();
  const res = await context.request.post(`${portalUrl}/dev/staff`, { data: { roleType } });
  expect(res.status(), await res.text()).toBe(200);
  const staff = (await res.json()) as TestStaff;
  await context.close();
  return staff;
}

async function passwordStep(page: Page, staff: TestStaff) {
  await page.goto(`${portalUrl}/lock`);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await fillSignIn(page, staff.email, staff.password);
}

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/**
 * An authenticator app set up from the page that offers it (enrolment, or managing one's factors):
 * the QR code, the code computed from the secret shown, the ten recovery codes kept; `shoot` takes
 * a screenshot of the set-up and of the codes. Answers the secret.
 */
async function setUpApp(page: Page, shoot: (step: string) => Promise<unknown> = async () => {}) {
  await page.getByRole('button', { name: '認証アプリを設定する' }).click();
  await expect(page.getByRole('img', { name: '認証アプリ用のQRコード' })).toBeVisible();
  const secret = ((await page.locator('#totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await shoot('totp-setup');
  await page.getByLabel('確認コード（6桁）').fill(codeAt(secret, Date.now()));
  await page.getByRole('button', { name: '確認して設定する' }).click();
  await expect(page.getByRole('heading', { name: 'リカバリーコード' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'リカバリーコード' }).getByRole('listitem'),
  ).toHaveCount(10);
  await shoot('recovery-codes');
  await page.getByRole('button', { name: '保管しました。続ける' }).click();
  return secret;
}

/** From the enrolment page: an authenticator app set up, on to /home. */
async function enrolApp(page: Page) {
  const secret = await setUpApp(page);
  await expect(page).toHaveURL(`${portalUrl}/home`);
  return secret;
}

test('a staff member enrols an authenticator app and signs in again with its code (360 px)', async ({
  browser,
}) => {
  const staff = await newStaff(browser);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await passwordStep(page, staff);
  await expect(page.getByRole('heading', { name: '2段階認証の設定' })).toBeVisible();
  await page.screenshot({ path: shots('enrol-choice-360'), fullPage: true });
  const secret = await setUpApp(page, (step) =>
    page.screenshot({ path: shots(`${step}-360`), fullPage: true }),
  );
  await expect(page).toHaveURL(`${portalUrl}/home`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();

  // Again, in a fresh browser: the password, then the app's code (the next step's: the enrolment's
  // own code is spent).
  const again = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const next = await again.newPage();
  await passwordStep(next, staff);
  await expect(next.getByRole('heading', { name: '2段階認証' })).toBeVisible();
  await next.screenshot({ path: shots('factor-360'), fullPage: true });
  await next.getByLabel('確認コード（認証アプリの6桁）').fill('000000');
  await next.getByRole('button', { name: '確認', exact: true }).click();
  await expect(next.getByRole('alert')).toContainText('確認コードが正しくありません');
  await next.getByLabel('確認コード（認証アプリの6桁）').fill(codeAt(secret, Date.now() + 30_000));
  await next.getByRole('button', { name: '確認', exact: true }).click();
  await expect(next).toHaveURL(`${portalUrl}/home`);
  await again.close();
});

test('a staff member enrols a passkey and signs in with it alone (desktop)', async ({
  browser,
}) => {
  const staff = await newStaff(browser);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await passwordStep(page, staff);
  await expect(page.getByRole('heading', { name: '2段階認証の設定' })).toBeVisible();
  await page.screenshot({ path: shots('enrol-choice-1280'), fullPage: true });
  await page.getByRole('button', { name: 'パスキーを設定する' }).click();
  await expect(page.getByRole('heading', { name: 'リカバリーコード' })).toBeVisible();
  await page.getByRole('button', { name: '保管しました。続ける' }).click();
  await expect(page).toHaveURL(`${portalUrl}/home`);

  // Signed out of the portal and the IdP (cookies and the stored token gone), the same browser's
  // passkey signs in without a sign-in ID or password.
  await page.evaluate(() => localStorage.clear());
  await context.clearCookies();
  await page.goto(`${portalUrl}/lock`);
  await page.getByRole('button', { name: 'サインイン' }).click();
  await expect(page.getByRole('button', { name: 'パスキーを使う' })).toBeVisible();
  await page.screenshot({ path: shots('sign-in-1280'), fullPage: true });
  await page.getByRole('button', { name: 'パスキーを使う' }).click();
  await expect(page).toHaveURL(`${portalUrl}/home`);
  await context.close();
});

test('a student turns on an authenticator app from the profile, and is asked for it next time (360 px)', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const made = await context.request.post(`${portalUrl}/dev/students`, { data: {} });
  expect(made.status(), await made.text()).toBe(200);
  const student = (await made.json()) as TestStaff;
  const page = await context.newPage();
  // Students are not asked for a second factor: the password alone signs in.
  await passwordStep(page, student);
  await expect(page).toHaveURL(`${portalUrl}/home`);
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: 'プロフィール' }).click();
  const section = page.getByRole('region', { name: '2段階認証' });
  await expect(section).toContainText('2段階認証は設定されていません。');
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots('profile-none-360'), fullPage: true });
  await section.getByRole('button', { name: '2段階認証を設定する' }).click();

  // A fresh sign-in (the password again), then the page that manages the factors.
  await fillSignIn(page, student.email, student.password);
  await expect(page.getByRole('heading', { name: '2段階認証の管理' })).toBeVisible();
  await page.screenshot({ path: shots('manage-360'), fullPage: true });
  const secret = await setUpApp(page);
  await expect(page.getByRole('heading', { name: '2段階認証の管理' })).toBeVisible();
  await expect(page.getByText('未使用のコード: 10 個')).toBeVisible();
  await page.screenshot({ path: shots('manage-totp-360'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: '完了してポータルに戻る' }).click();

  // Back on the profile, which lists the app.
  await expect(page).toHaveURL(`${portalUrl}/profile`);
  await expect(section.getByRole('cell', { name: '認証アプリ' })).toBeVisible();
  await expect(section.getByRole('button', { name: '2段階認証の設定を変更する' })).toBeVisible();
  await page.screenshot({ path: shots('profile-totp-360'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await context.close();

  // The next sign-in asks for the app's code (the next step's: the set-up's own code is spent).
  const again = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const next = await again.newPage();
  await passwordStep(next, student);
  await expect(next.getByRole('heading', { name: '2段階認証' })).toBeVisible();
  await next.getByLabel('確認コード（認証アプリの6桁）').fill(codeAt(secret, Date.now() + 30_000));
  await next.getByRole('button', { name: '確認', exact: true }).click();
  await expect(next).toHaveURL(`${portalUrl}/home`);
  await again.close();
});

test('an administrator resets another staff member’s factors from the staff detail (desktop)', async ({
  browser,
}) => {
  const staff = await newStaff(browser);
  const own = await browser.newContext();
  const ownPage = await own.newPage();
  await passwordStep(ownPage, staff);
  await enrolApp(ownPage);
  await own.close();

  const admin = await newStaff(browser, 'SYSTEM_ADMINISTRATOR');
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await passwordStep(page, admin);
  await enrolApp(page);
  await page.goto(`${portalUrl}/staff-account-search`);
  await page
    .getByRole('textbox', { name: 'サインインID', exact: true })
    .fill(staff.email.split('@')[0]!);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1件' })).toBeVisible();
  const [detail] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /の詳細/ }).click(),
  ]);
  const section = detail.getByRole('region', { name: '2段階認証' });
  await expect(section.getByRole('cell', { name: '認証アプリ' })).toBeVisible();
  await section.getByRole('button', { name: '2段階認証をリセット' }).click();
  await detail.getByRole('dialog').getByRole('button', { name: '2段階認証をリセット' }).click();
  await expect(detail.getByText('2段階認証をリセットしました。')).toBeVisible();
  await expect(section).toContainText('次回のサインインで設定が求められます');
  await detail.screenshot({ path: shots('staff-detail-reset-1280'), fullPage: true });
  await context.close();

  // The staff member enrols again at the next sign-in.
  const again = await browser.newContext();
  const next = await again.newPage();
  await passwordStep(next, staff);
  await expect(next.getByRole('heading', { name: '2段階認証の設定' })).toBeVisible();
  await again.close();
});
