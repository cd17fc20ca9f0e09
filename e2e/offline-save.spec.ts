import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A save when the server cannot be reached (spec 001 §8: a connection failure is said in the
 * snackbar): the message shows and the screen, with what was typed, stays. The snackbar's own
 * chunk used to load with its first message, which could not load then either: the page went
 * blank. (The browser's own offline flag is not used: the query library waits for it to clear.)
 */

const CONNECTION_LOST = 'サーバーとの接続が切断されました。';

async function saveJidOffline(page: Page) {
  const jid = page.getByRole('textbox', { name: 'JID' });
  await expect(jid).toBeEditable();
  // From here on nothing reaches the server: neither the call nor any script chunk.
  await page.route(/\/(api|assets)\//, (route) => route.abort('internetdisconnected'));
  await jid.fill('offline1');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('alert')).toContainText(CONNECTION_LOST);
  await expect(jid).toHaveValue('offline1');
}

test.describe('a save while offline', () => {
  test.use({ role: 'schoolViewer' });

  test('says the connection is gone and keeps the form', async ({ page }) => {
    const snackbarChunk = page.waitForResponse(/\/assets\/snackbar-view-[^/]*\.js$/);
    await page.goto('/profile');
    // The chunk is fetched once the page is idle, before any message needs it.
    await snackbarChunk;
    await saveJidOffline(page);
  });

  test('a snackbar chunk that cannot load still lets the message show', async ({ page }) => {
    await page.route(/\/assets\/snackbar-view-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/profile');
    await saveJidOffline(page);
  });

  test('a confirmation whose chunk cannot load asks with the browser’s own dialog', async ({
    page,
  }) => {
    await page.route(/\/assets\/confirm-dialog-view-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/student-account-search?extendedSchoolCode=S0001');
    const detail = page.getByRole('link', { name: /の詳細/ }).first();
    await page.goto((await detail.getAttribute('href'))!);
    const asked = page.waitForEvent('dialog');
    await page.getByRole('button', { name: '仮パスワードを発行' }).click();
    const dialog = await asked;
    expect(dialog.message()).toContain('仮パスワード');
    await dialog.dismiss();
    await expect(page.getByRole('heading', { name: '学生アカウント詳細' })).toBeVisible();
  });
});
