import type { Page } from '@playwright/test';
import { apiGet, expect, expectErrorRoute, shotsDir, test } from './fixtures';
import { downloadCsv, signInWithTemporaryPassword } from './steps';

/**
 * Tutor accounts (spec 001 §2 "Tutor search and detail", §4, §6, §8) in Chromium: SCHOOL_EDITOR
 * finds a tutor made for this test (so no other spec sees the change) in their school, downloads
 * the CSV, opens the detail in a new tab, edits it, loses to a stale tab, issues a temporary
 * password and signs in as the tutor; SYSTEM_ADMINISTRATOR sees the test-user tick box and the
 * stamps; VISTA_EDITOR and SCHOOL_VIEWER only read.
 */

const SHOTS = shotsDir('tutoraccts');

/** A new tutor of the demo school without a password (dev tools). */
async function makeTutor(page: Page): Promise<{ email: string }> {
  const res = await page.request.post('/dev/tutors');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { email: string };
}

async function searchFor(page: Page, email: string) {
  await page.getByRole('combobox', { name: '学校' }).click();
  await page.getByRole('option', { name: /札幌/ }).first().click();
  await page.getByRole('textbox', { name: 'サインインID', exact: true }).fill(email);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '1件' })).toBeVisible();
}

/** The detail path of a tutor of the demo school (S0001), found through the API. */
const detailPath = async (page: Page, email: string) => {
  const found = await apiGet<{ tutorList: { uid: string }[] }>(
    page,
    `/api/v1/tutors?extendedSchoolCode=S0001&emailAddress=${encodeURIComponent(email)}`,
  );
  return `/tutor-account-detail/${found.tutorList[0]!.uid}`;
};

test.describe('as SCHOOL_EDITOR', () => {
  test.use({ role: 'schoolEditor' });

  test('search, CSV, detail in a new tab, edit, a stale tab, temporary password and sign-in', async ({
    page,
    context,
    browser,
  }) => {
    // Three tabs and a fresh sign-in: more than the default minute on a busy machine.
    test.slow();
    const tutor = await makeTutor(page);
    await page.goto('/home');
    await expect(
      page.getByRole('link', { name: /チューターアカウント検索/ }).first(),
    ).toBeVisible();
    await page.goto('/tutor-account-search');
    await expect(page.getByRole('heading', { name: 'チューターアカウント検索' })).toBeVisible();
    // Spec 001 §5: the school is required.
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByText('未入力、または不正な項目があります。')).toBeVisible();
    await searchFor(page, tutor.email);
    await page.screenshot({ path: `${SHOTS}/search-1280.png`, fullPage: true });
    await downloadCsv(page, 'tutor_search_result.csv');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/search-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const [detail] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /講師 \S+の詳細/ }).click(),
    ]);
    await expect(detail.getByRole('heading', { name: 'チューターアカウント詳細' })).toBeVisible({
      timeout: 30_000,
    });
    // Spec 001 §2: no test-user tick box and no stamps for SCHOOL_EDITOR.
    await expect(detail.getByLabel('テストユーザー')).toHaveCount(0);
    await expect(detail.getByText(/^登録:/)).toHaveCount(0);
    const stale = await context.newPage();
    await stale.goto(detail.url());
    await expect(stale.getByRole('textbox', { name: '名', exact: true })).toBeEnabled();

    await detail.getByRole('textbox', { name: '名', exact: true }).fill('更新');
    await detail.getByLabel('A3ライセンス').check();
    await expect(detail.getByLabel('A1ライセンス')).not.toBeChecked();
    await detail.getByRole('button', { name: '保存' }).click();
    await expect(detail.getByText('更新しました。')).toBeVisible();
    await detail.screenshot({ path: `${SHOTS}/detail-1280.png`, fullPage: true });

    // Spec 001 §8: a stale tab's save fails with the screen's prefix and changes nothing.
    await stale.getByRole('textbox', { name: '姓', exact: true }).fill('古い');
    await stale.getByRole('button', { name: '保存' }).click();
    await expect(
      stale.getByText(
        'チューターアカウント詳細：他のユーザーによって更新されています。時間を置いて再度お試しください。',
      ),
    ).toBeVisible();
    await stale.close();

    await detail.getByRole('button', { name: '仮パスワードを発行' }).click();
    await detail.getByRole('dialog').getByRole('button', { name: '発行する' }).click();
    const field = detail.getByRole('textbox', { name: '仮パスワード' });
    // Issuing hashes the password: slow on a busy machine.
    await expect(field).toHaveValue(/^[A-Za-z2-9]{10}$/, { timeout: 30_000 });
    const password = await field.inputValue();
    await detail.setViewportSize({ width: 360, height: 780 });
    await detail.screenshot({ path: `${SHOTS}/detail-360.png`, fullPage: true });

    await signInWithTemporaryPassword(browser, tutor.email, password);
  });
});

test.describe('as SYSTEM_ADMINISTRATOR', () => {
  test.use({ role: 'admin' });

  test('sees and changes the test-user tick box; sees the stamps', async ({ page }) => {
    const tutor = await makeTutor(page);
    await page.goto(await detailPath(page, tutor.email));
    const box = page.getByLabel('テストユーザー');
    await expect(box).toBeEnabled();
    await expect(page.getByText(/^登録: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}（/)).toBeVisible();
    await box.check();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('更新しました。')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('テストユーザー')).toBeChecked();
    // The update stamp names the demo administrator who saved (spec 001 §3), in Tokyo time.
    await expect(
      page.getByText(/更新: \d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}（山本 浩）$/),
    ).toBeVisible();
  });
});

test.describe('as VISTA_EDITOR', () => {
  test.use({ role: 'vistaEditor' });

  test('reads the detail with the tick box, edits nothing', async ({ page }) => {
    const tutor = await makeTutor(page);
    await page.goto(await detailPath(page, tutor.email));
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText(tutor.email)).toBeVisible();
    await expect(page.getByLabel('テストユーザー')).toBeDisabled();
    await expect(page.getByRole('button', { name: '保存' })).toHaveCount(0);
  });
});

test.describe('as SCHOOL_VIEWER', () => {
  test.use({ role: 'schoolViewer' });

  test('searches without the CSV, reads the detail without the password button', async ({
    page,
  }) => {
    const tutor = await makeTutor(page);
    await page.goto('/tutor-account-search');
    await searchFor(page, tutor.email);
    await expect(page.getByRole('button', { name: 'CSVデータ作成' })).toHaveCount(0);
    await page.goto(await detailPath(page, tutor.email));
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.getByText(tutor.email)).toBeVisible();
    await expect(page.getByRole('button', { name: '仮パスワードを発行' })).toHaveCount(0);
  });
});

test.describe('as VISTA_VIEWER', () => {
  test.use({ role: 'vistaViewer' });

  test('does not reach the tutor search', async ({ page }) => {
    await expectErrorRoute(page, '/tutor-account-search');
  });
});
