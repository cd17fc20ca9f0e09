import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { toShiftJis } from '@tayori/api/test/shift-jis';
import { expect, shotsDir, test } from './fixtures';

/**
 * The roster import (docs/roster-import.md) as a school adopting the portal meets it, in Chromium:
 * a roster exported from Excel (Shift_JIS) with a mistake, its preview, the fixed file applied as a
 * job, a reload that keeps the result, and the same file again changing nothing.
 */

const SHOTS = shotsDir('roster-import');
const run = Date.now().toString(36).slice(-6).toUpperCase();
const header = '学校コード,学籍番号,サインインID,姓,名,姓カナ,名カナ,生年月日,電話番号,学年';
const line = (n: string, kana: string) =>
  `S0001,E${run}${n},e2e.${run.toLowerCase()}.${n}@demo.tayori.example,取込,太郎,${kana},タロウ,２００９０４０２,090-1234-${n}00,1`;
const file = (kana: string, ...more: string[]) =>
  toShiftJis([header, line('01', 'とりこみ'), line('02', kana), ...more].join('\r\n') + '\r\n');
/** A row whose sign-in ID has two periods in a row: no mail address. */
const noAddress = `S0001,E${run}03,e2e..${run.toLowerCase()}@demo.tayori.example,取込,三郎,トリコミ,サブロウ,20090402,09012340300,1`;

/** A count of the preview (its chips), not the history's line. */
const chip = (page: Page, text: string) =>
  page.getByRole('region', { name: '確認結果' }).getByText(text, { exact: true });

async function upload(page: Page, body: Buffer) {
  // The upload form's school (the year update below has its own).
  await page.getByRole('combobox', { name: '学校' }).first().click();
  await page.getByRole('option', { name: /S0001/ }).click();
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'meibo.csv', mimeType: 'text/csv', buffer: body });
  await page.getByRole('button', { name: '内容を確認' }).click();
}

test.describe('as SYSTEM_ADMINISTRATOR', () => {
  test.use({ role: 'admin' });

  test('upload a Shift_JIS roster, read the preview, fix it, apply, import again: nothing changes', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/home');
    // Portal-only menu items open in a new tab (spec 000 §2).
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('link', { name: /名簿の取り込み/ })
        .first()
        .click(),
    ]);
    await expect(tab).toHaveURL(/\/roster-import$/);
    await tab.close();
    await page.goto('/roster-import');

    await upload(page, file('Tori', noAddress));
    await expect(page.getByText('meibo.csv（Shift_JISとして読み込み）')).toBeVisible();
    await expect(chip(page, '新規 1')).toBeVisible();
    await expect(chip(page, 'エラー 2')).toBeVisible();
    const rejections = page.getByLabel('取り込めない行');
    await expect(rejections.getByRole('row', { name: /3\s*姓カナ\s*全角カナ/ })).toBeVisible();
    await expect(
      rejections.getByRole('row', {
        name: /4\s*サインインID\s*ピリオド（.）は先頭と末尾、@の前後/,
      }),
    ).toBeVisible();
    // The new row's fields, before → after: a cell of its own at desktop width, stacked on a phone.
    const changes = page.getByLabel('変更される内容');
    await expect(
      changes.getByRole('cell', { name: /^サインインID: — → .*、姓: — → 取込、/ }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(changes.getByRole('cell', { name: /新規・.*姓: — → 取込、/ })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await upload(page, file('とりこみ'));
    await expect(chip(page, '新規 2')).toBeVisible();
    await expect(chip(page, 'エラー 0')).toBeVisible();
    await page.getByRole('button', { name: '取り込みを実行' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '取り込みを実行' }).click();
    await expect(page.getByText('取り込みました（2件）。')).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(page.getByText('取り込みました（2件）。')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/applied-1280.png`, fullPage: true });

    await upload(page, file('とりこみ'));
    await expect(chip(page, '変更なし 2')).toBeVisible();
    await expect(chip(page, '新規 0')).toBeVisible();
    await expect(page.getByRole('button', { name: '取り込みを実行' })).toBeDisabled();
  });

  test('年度更新: preview a school’s April update, apply it, undo it', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/roster-import');
    const form = page.getByRole('region', { name: '年度更新' });
    await form.getByRole('combobox', { name: '学校' }).click();
    // A school no other end-to-end test reads: applying and undoing leave it as it was.
    await page.getByRole('option', { name: /S0006/ }).click();
    await expect(form.getByRole('combobox', { name: '最終学年' })).toHaveText('3年');
    await form.getByRole('textbox', { name: '留年する生徒の学籍番号' }).fill('NO-SUCH-1');
    await form.getByRole('button', { name: '年度更新を確認' }).click();
    await expect(chip(page, 'エラー 1')).toBeVisible();
    await expect(
      page.getByText('留年の学籍番号に、この学校にない番号があります。', { exact: false }),
    ).toBeVisible();

    await form.getByRole('textbox', { name: '留年する生徒の学籍番号' }).fill('');
    await form.getByRole('button', { name: '年度更新を確認' }).click();
    await expect(chip(page, 'エラー 0')).toBeVisible();
    const preview = page.getByRole('region', { name: '確認結果' });
    await expect(preview.getByText(/^年度更新・福岡天神高等学院（S0006）/)).toBeVisible();
    const changes = page.getByLabel('変更される内容');
    await expect(changes.getByRole('cell', { name: '進級' }).first()).toBeVisible();
    await expect(changes.getByRole('cell', { name: '卒業' }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/year-update-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await expect(
      changes.getByRole('cell', { name: /^(進級|卒業|据え置き)・/ }).first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/year-update-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: '年度更新を適用' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '年度更新を適用' }).click();
    await expect(preview.getByText(/^年度更新を適用しました（\d+件）。$/)).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: '元に戻す' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '元に戻す' }).click();
    await expect(preview.getByText(/^年度更新を元に戻す取り込みです。/)).toBeVisible();
    await expect(preview.getByText(/^年度更新を適用しました（\d+件）。$/)).toBeVisible({
      timeout: 60_000,
    });
    await page.screenshot({ path: `${SHOTS}/year-update-undone-1280.png`, fullPage: true });
    await preview.getByRole('button', { name: '開く' }).click();
    await expect(preview.getByText(/^この年度更新は元に戻されています。/)).toBeVisible();
    await expect(preview.getByRole('button', { name: '元に戻す' })).toHaveCount(0);
  });

  test('OneRoster: download a school as a Japan Profile ZIP and import it back unchanged', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/roster-import');
    await page.getByRole('combobox', { name: '取り込む種類' }).click();
    await page.getByRole('option', { name: 'OneRoster（Japan Profile のZIP）' }).click();
    await expect(page.getByRole('combobox', { name: '文字コード' })).toHaveCount(0);
    await page.getByRole('combobox', { name: '学校' }).first().click();
    await page.getByRole('option', { name: /S0005/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'この学校をOneRoster形式でダウンロード' }).click(),
    ]);
    const zip = readFileSync((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'oneroster.zip', mimeType: 'application/zip', buffer: zip });
    await page.getByRole('button', { name: '内容を確認' }).click();
    const preview = page.getByRole('region', { name: '確認結果' });
    await expect(preview.getByText(/^OneRoster（Japan Profile のZIP）・.*（S0005）/)).toBeVisible();
    await expect(chip(page, '新規 0')).toBeVisible();
    await expect(chip(page, '変更 0')).toBeVisible();
    await expect(chip(page, 'エラー 0')).toBeVisible();
    await expect(preview.getByText(/ファイルにない列（入学年度、学生区分/)).toBeVisible();
    // The school's accounts came from no ZIP: applying would record their ids, and says so.
    await expect(
      preview.getByText(/人について校務支援システムでのID（sourcedId）を記録します/),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/oneroster-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/oneroster-360.png`, fullPage: true });
  });
});
