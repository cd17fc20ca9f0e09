import { expect, expectMenuItem, shotsDir, test } from './fixtures';

/**
 * The contactability board (docs/decisions/delivery.md): reached from the staff home's menu, a
 * school chosen, its students' and staff's figures and the two lists; refused to a viewer.
 */

const SHOTS = shotsDir('contactability');
const SCHOOL = '札幌中央高等学院';

test.describe('as a school editor', () => {
  test.use({ role: 'schoolEditor' });
  test('from the menu, a school chosen: the figures of its students and staff', async ({
    page,
  }) => {
    // The staff home's menu leads to the screen (its items open in a new tab).
    await expectMenuItem(page, /連絡到達状況/, '/contactability');
    await page.goto('/contactability');
    await expect(page.getByRole('heading', { name: '連絡到達状況' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('学校を選択してください。')).toBeVisible();
    await page.getByRole('combobox', { name: '学校' }).click();
    await page.getByRole('option', { name: SCHOOL }).click();
    await expect(page).toHaveURL(/extendedSchoolCode=S0001/);
    for (const group of ['学生', '教職員']) {
      const card = page.getByRole('region', { name: group, exact: true });
      await expect(card).toContainText(/連絡可能率 \d+\.\d%/);
      await expect(card).toContainText('どの手段でも届かない');
    }
    await expect(
      page.getByRole('heading', { name: /届かないメールアドレス（\d+件）/ }),
    ).toBeVisible();
    // The rate over time: a new demo keeps today's figures at once.
    const history = page.getByRole('region', { name: '連絡可能率の推移' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toContainText(/\d+\.\d%届かない\d+名/);
    await page.screenshot({ path: `${SHOTS}/board-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    const { scrollWidth, clientWidth } = await page.evaluate(() => {
      const root = document.scrollingElement!;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await page.screenshot({ path: `${SHOTS}/board-360.png`, fullPage: true });
  });

  test("another group's school in the link: said so, no figures", async ({ page }) => {
    await page.goto('/contactability?extendedSchoolCode=ZZ999');
    await expect(page.getByText(/このURLの学校は表示できません/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/連絡可能率/)).toHaveCount(0);
  });
});

test.describe('as a viewer', () => {
  test.use({ role: 'schoolViewer' });
  test('is refused, with no figures', async ({ page }) => {
    await page.goto('/contactability?extendedSchoolCode=S0001');
    await expect(page).toHaveURL(/\/error/);
    await expect(page.getByText(/連絡可能率/)).toHaveCount(0);
  });
});
