import { expect, shotsDir, test } from './fixtures';

/**
 * The administrator notice search is reached from the screens, not only by typing its address:
 * the staff search (opened by the home menu's お知らせ管理) links to it for those the contract's
 * access rule admits.
 */

const SHOTS = shotsDir();

test.use({ role: 'admin' });

test('the system administrator goes from the home menu to the administrator search', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const [search] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /お知らせ管理/ }).click(),
  ]);
  await expect(search).toHaveURL(/\/notice-search$/);
  const link = search.getByRole('link', { name: 'お知らせ検索（システム管理者版）' });
  for (const [width, height] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await search.setViewportSize({ width, height });
    await expect(link).toBeVisible();
    await search.screenshot({ path: `${SHOTS}/notice-search-admin-link-${width}.png` });
  }
  await link.click();
  await expect(search).toHaveURL(/\/notice-search-for-admin$/);
  await expect(
    search.getByRole('heading', { name: 'お知らせ検索（システム管理者版）' }),
  ).toBeVisible();
  await expect(search.getByRole('combobox', { name: '学校' })).toBeVisible();
});
