import { expect, test } from './fixtures';

/**
 * A rolling deploy (DESIGN §1): a browser that loaded the previous build asks for a chunk the new
 * build no longer has. The screen says the portal was updated and loads the new build once.
 */
test.use({ role: 'other' });

test('a chunk gone after a deploy reloads the portal once, with a message', async ({ page }) => {
  await page.goto('/home');
  let refused = 0;
  // The profile screen's chunk is gone (404) the first time it is asked for, as after a deploy.
  await page.route('**/assets/profile-page-*.js', async (route) => {
    if (refused++ === 0) await route.fulfill({ status: 404, body: 'gone' });
    else await route.continue();
  });
  await page.getByRole('button', { name: 'アカウントメニュー' }).click();
  await page.getByRole('menuitem', { name: 'プロフィール' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'ポータルが新しいバージョンに更新されました。画面を読み込み直しています…',
  );
  // After the reload the screen opens, still signed in, without a second reload.
  await expect(page.getByRole('heading', { name: 'プロフィール' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(refused).toBe(2);
});
