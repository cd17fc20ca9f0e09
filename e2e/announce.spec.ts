import type { Page } from '@playwright/test';
import { expect, expectMenuItem, shotsDir, test } from './fixtures';
import { tick } from './steps';

/**
 * Announcement mail (spec 001 §2, §4, §5): destinations from the search tab (set, then add the
 * careful students), a saved destination list, sending to the dev outbox, the sent history read
 * while it goes out, and copying a sent mail into a new one. Signed in as the school editor;
 * lists and subjects carry this run's name so other specs see no change.
 */

const SHOTS = shotsDir();
const SCHOOL = '札幌中央高等学院';
const run = Date.now().toString(36);

test.use({ role: 'schoolEditor' });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

async function chooseSchool(page: Page) {
  await page.getByRole('tabpanel').getByRole('combobox', { name: '学校' }).click();
  await page.getByRole('option', { name: SCHOOL }).click();
}

test('send to destinations from the search tab and a saved list; read the history; copy', async ({
  page,
}) => {
  // One long journey through the three tabs.
  test.setTimeout(240_000);
  // Spec 001 §2: the staff home's menu leads to the screen.
  await expectMenuItem(page, /お知らせメール/, '/announce');
  await page.goto('/announce');
  // The first visit loads the screen's code and the tree view.
  await expect(page.getByRole('heading', { name: 'お知らせメール' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^作成者：/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/announce-registration-1280.png`, fullPage: true });

  // Sending without a recipient: the spec's unselected error, nothing sent.
  await page.getByRole('textbox', { name: '件名' }).fill('件名');
  await page.getByRole('textbox', { name: '本文' }).fill('本文');
  await page.getByRole('button', { name: '送信', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '配信先が選択されていません' }).first(),
  ).toBeVisible();

  // Destination search: 3年 with the staff, all set as destinations.
  await tab(page, '配信先検索').click();
  await chooseSchool(page);
  await page.getByRole('combobox', { name: '学年', exact: true }).click();
  await page.getByRole('option', { name: '3年', exact: true }).click();
  await page.getByRole('checkbox', { name: '教職員を含める' }).check();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await expect(page.getByRole('tree', { name: '検索結果' })).toBeVisible();
  await page.getByRole('checkbox', { name: '検索結果をすべて選択' }).check();
  await page.screenshot({ path: `${SHOTS}/announce-search-1280.png`, fullPage: true });
  await page.getByRole('button', { name: '配信先に設定' }).click();
  await expect(tab(page, 'メール登録')).toHaveAttribute('aria-selected', 'true');
  const destinations = page.getByRole('tree', { name: '配信先' });
  await expect(destinations.getByRole('treeitem', { name: /^教職員（\d+名）$/ })).toBeVisible();
  const selected = page.getByRole('tabpanel').getByRole('status').first();
  const count = Number(/(\d+)/.exec((await selected.textContent()) ?? '')![1]);
  expect(count).toBeGreaterThan(1);

  // Add the careful students of every year: merged, nobody twice.
  await tab(page, '配信先検索').click();
  await page.getByRole('button', { name: '学年の選択を解除' }).click();
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await tick(page, /^要配慮の生徒/, /（\d+名）$/);
  await page.getByRole('button', { name: '配信先に追加' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /名を配信先に追加しました。/ }),
  ).toBeVisible();
  await expect(page.getByRole('tree', { name: /^要配慮の生徒/ })).toBeVisible();

  // Save the destinations as a list: the selector shows it.
  const listName = `E2E 3年と先生 ${run}`;
  await page.getByRole('textbox', { name: '配信先名' }).fill(listName);
  await page.getByRole('button', { name: '配信先を保存' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '保存しました。' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '保存済みの配信先' })).toHaveText(listName);

  // Send (the confirm names the careful students); the form, trees and selection reset.
  const subject = `E2E 面談のお知らせ ${run}`;
  await page.getByRole('textbox', { name: '件名' }).fill(subject);
  await page
    .getByRole('textbox', { name: '本文' })
    .fill('保護者の皆様\n面談の日程をお知らせします。');
  await page.getByRole('button', { name: '送信', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('要配慮の生徒');
  await dialog.getByRole('button', { name: '送信' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '送信しました。' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '件名' })).toHaveValue('');
  await expect(page.getByText(/^配信先がありません。/)).toBeVisible();

  // The saved list brings the destinations back.
  await page.getByRole('combobox', { name: '保存済みの配信先' }).click();
  await page.getByRole('option', { name: listName }).click();
  await page.getByRole('button', { name: '表示', exact: true }).click();
  await expect(page.getByRole('tree', { name: '配信先' })).toBeVisible();

  // The sent history, read while it goes out: the detail's counts reach all sent.
  await tab(page, '送信済みメール').click();
  await chooseSchool(page);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await page.getByRole('radio', { name: subject }).check();
  await expect(
    page.getByRole('status').filter({ hasText: /送信済み \d+ \/ 送信待ち 0 \/ 失敗 0/ }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('面談の日程をお知らせします。')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/announce-sent-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/announce-sent-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'コピーして新規作成' }).click();
  await expect(tab(page, 'メール登録')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: '件名' })).toHaveValue(subject);
  await expect(page.getByRole('textbox', { name: '本文' })).toHaveValue(
    '保護者の皆様\n面談の日程をお知らせします。',
  );
  await page.screenshot({ path: `${SHOTS}/announce-registration-360.png`, fullPage: true });

  // The mail went to the dev outbox, one per recipient.
  const outbox = await page.request.get('/dev/outbox.json');
  const rows = (await outbox.json()) as { channel: string; subject: string | null }[];
  expect(rows.filter((r) => r.channel === 'mail' && r.subject === subject).length).toBeGreaterThan(
    1,
  );

  // Delete the list: the selection clears.
  await page.getByRole('combobox', { name: '保存済みの配信先' }).click();
  await page.getByRole('option', { name: listName }).click();
  await page.getByRole('button', { name: '削除', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: '削除' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '削除しました。' })).toBeVisible();
  await expect(page.getByRole('option', { name: listName })).toHaveCount(0);
});

test.describe('as a viewer', () => {
  test.use({ role: 'schoolViewer' });
  test('reads the screen; no send, no list save', async ({ page }) => {
    await page.goto('/announce');
    await expect(page.getByRole('heading', { name: 'お知らせメール' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText('閲覧権限のため、メールの送信と配信先の保存はできません。'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '送信', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '配信先を保存' })).toHaveCount(0);
    await tab(page, '送信済みメール').click();
    await expect(page.getByRole('tabpanel').getByRole('combobox', { name: '学校' })).toBeVisible();
  });
});
