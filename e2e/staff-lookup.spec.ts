import type { Page } from '@playwright/test';
import { baseURL } from './playwright.config';
import { demo, expect, expectErrorRoute, shotsDir, test } from './fixtures';

/**
 * Spec 001 §2: the staff e-mail address search and the chatbot page, reached from the staff home's
 * menu, with the demo's own chatbot script (CHATBOT_SCRIPT_URL unset). Screenshots at 360 and
 * 1280 px go to /tmp/shots.
 */

const SHOTS = shotsDir('lookup');
const widths = [360, 1280] as const;

async function shoot(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe('as staff', () => {
  test.use({ role: 'schoolEditor' });

  test('the home menu offers both tools', async ({ page }) => {
    await page.goto('/home');
    const lookup = page.getByRole('link', { name: /教職員メールアドレス検索/ });
    await expect(lookup).toHaveAttribute('href', `${baseURL}/staff-email-address-search`);
    const chat = page.getByRole('link', { name: /学習サポートAI（デモ）/ });
    await expect(chat).toHaveAttribute('href', `${baseURL}/comconnect-ai?app=study-support`);
  });

  test('chatbot page: a known app loads the demo widget, which answers', async ({ page }) => {
    await page.goto('/comconnect-ai?app=study-support');
    await expect(
      page.getByRole('heading', { name: '学習サポートAI（デモ）', level: 1 }),
    ).toBeVisible();
    const chat = page.getByRole('region', { name: '学習サポートAI（デモ）' });
    await expect(chat.getByText('これはデモ用のチャットボットです。')).toBeVisible();
    await chat.getByRole('textbox', { name: '質問を入力' }).fill('パスワードを忘れました');
    await chat.getByRole('button', { name: '送信' }).click();
    await expect(chat.getByRole('log')).toContainText('パスワードをお忘れの方');
    await shoot(page, 'chatbot');
  });

  test('chatbot page: an unknown app and no app show the error block', async ({ page }) => {
    for (const path of ['/comconnect-ai?app=no-such-app', '/comconnect-ai']) {
      await page.goto(path);
      const block = page.getByRole('alert').filter({ hasText: 'チャットボットの設定が無効です' });
      await expect(block).toBeVisible();
      await expect(block.locator('dd')).toHaveText(['S0001', '教職員（STAFF）', path]);
    }
    await shoot(page, 'chatbot-invalid');
  });

  test('e-mail search: by part of a name and by kana; copy an address', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto('/staff-email-address-search');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByText('いずれかの検索条件を入力してください。')).toBeVisible();

    // 山 finds 山本 (the administrator, of this school).
    await page.getByRole('textbox', { name: '姓', exact: true }).fill('山');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/lastName=%E5%B1%B1/);
    const school = page.getByRole('button', { name: /^札幌中央高等学院（\d+名）$/ });
    await expect(school).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: demo.admin })).toBeVisible();

    // Kana typed in hiragana searches as katakana.
    await page.getByRole('textbox', { name: '姓', exact: true }).fill('');
    await page.getByRole('textbox', { name: '姓（カナ）' }).fill('よしだ');
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByRole('textbox', { name: '姓（カナ）' })).toHaveValue('ヨシダ');
    const link = page.getByRole('link', { name: demo.schoolViewer });
    await expect(link).toHaveAttribute('href', `mailto:${demo.schoolViewer}`);
    await expect(page.getByText('ヨシダ ユウコ')).toBeVisible();

    await page.getByRole('button', { name: `${demo.schoolViewer} をコピー` }).click();
    await expect(page.getByRole('tooltip')).toHaveText('コピーしました');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demo.schoolViewer);
    await expect(page.getByRole('tooltip')).toHaveCount(0, { timeout: 4_000 });

    // Students are never listed.
    await page.goto(`/staff-email-address-search?lastNameKana=${encodeURIComponent('ヨシダ')}`);
    await expect(page.getByRole('link', { name: demo.student })).toHaveCount(0);
    await shoot(page, 'staff-email');
  });
});

test.describe('as a student', () => {
  test.use({ role: 'student' });

  test('neither tool opens: both go to the Error route', async ({ page }) => {
    for (const path of ['/staff-email-address-search', '/comconnect-ai?app=study-support']) {
      await expectErrorRoute(page, path);
    }
    await page.goto('/home');
    await expect(page.getByRole('link', { name: /教職員メールアドレス検索/ })).toHaveCount(0);
  });
});
