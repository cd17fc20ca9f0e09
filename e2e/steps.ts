import type { Browser, Page } from '@playwright/test';
import { expect, fillSignIn } from './fixtures';

/** Ticks `item` in the tree named `tree` (the first match: a school and its years share words). */
export const tick = (page: Page, tree: string | RegExp, item: RegExp) =>
  page
    .getByRole('tree', { name: tree })
    .getByRole('treeitem', { name: item })
    .first()
    .locator('input[type="checkbox"]')
    .first()
    .check({ force: true });

/** Makes a search result's CSV and downloads it from its link, which names `fileName`. */
export async function downloadCsv(page: Page, fileName: string) {
  await page.getByRole('button', { name: 'CSVデータ作成' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: fileName }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  return download;
}

/**
 * Signs `email` in with a temporary password in a browser context of its own with no stored
 * sign-in: the IdP asks for a new password next.
 */
export async function signInWithTemporaryPassword(
  browser: Browser,
  email: string,
  password: string,
) {
  const signedOut = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const fresh = await signedOut.newPage();
  await fresh.goto('/lock');
  await fresh.getByRole('button', { name: 'サインイン' }).click();
  await fillSignIn(fresh, email, password);
  await expect(fresh.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
  await signedOut.close();
}
