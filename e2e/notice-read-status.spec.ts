import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  apiGet,
  chooseQuietAddressees,
  demo,
  expect,
  shotsDir,
  test,
  withManyRecipients,
} from './fixtures';

/**
 * The read status screen on a phone (spec 000 §2): at 360 px each recipient's name and e-mail are
 * on the screen without scrolling sideways, and a notice of 10,000 recipients draws only the rows
 * near the screen.
 */

const SHOTS = shotsDir();
const SEEDED_NOTICE = '健康診断の結果配布について';

interface ReadStatus {
  noticeReadResultList: { userSurname: string; userGivenname: string; emailAddress: string }[];
}

/** The read status path of the seeded notice, and the demo student's row in it. */
async function seededReadStatus(page: Page) {
  const search = await apiGet<{ noticeSearchResultList: { noticeId: number }[] }>(
    page,
    `/api/v1/schools/notices?title=${encodeURIComponent(SEEDED_NOTICE)}`,
  );
  const id = search.noticeSearchResultList[0]!.noticeId;
  const status = await apiGet<ReadStatus>(page, `/api/v1/schools/notices/read/${id}`);
  const student = status.noticeReadResultList.find((r) => r.emailAddress === demo.student)!;
  return { path: `/notice-read-status/${id}`, student };
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** Visible and inside the screen's width: not cut off, not behind a sideways scroll. */
async function expectOnScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/** Body rows in the DOM (the header row and the spacers around a window left out). */
const drawnRows = (page: Page) => page.locator('tbody tr:not([aria-hidden])');

test.describe('notice read status on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, role: 'schoolEditor' });

  test('360 px: name and e-mail without scrolling sideways', async ({ page }) => {
    const { path, student } = await seededReadStatus(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: SEEDED_NOTICE })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['既読/未読', '生徒']);
    const row = page.getByRole('row').filter({ hasText: demo.student });
    await row.scrollIntoViewIfNeeded();
    await expectOnScreen(page, row.getByText(`${student.userSurname} ${student.userGivenname}`));
    await expectOnScreen(page, row.getByRole('link', { name: demo.student }));
    await expectOnScreen(page, row.getByRole('button', { name: `${demo.student} をコピー` }));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/read-status-row-360.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/read-status-360.png`, fullPage: true });

    // A wide screen keeps the seven columns.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('columnheader')).toHaveCount(7);
    await expectOnScreen(page, row.getByRole('link', { name: demo.student }));
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/read-status-1280.png`, fullPage: true });
  });

  test('the unread to follow up: counted, and as a CSV', async ({ page }) => {
    const { path } = await seededReadStatus(page);
    await page.goto(path);
    await expect(page.getByText(/^配信開始日：\d{4}\/\d{2}\/\d{2}$/)).toBeVisible();
    const breakdown = page.getByText(/^既読 \d+名・未読 (\d+)名（うちメールも届かない \d+名）$/);
    await expect(breakdown).toBeVisible();
    const unread = Number(/未読 (\d+)名/.exec((await breakdown.textContent())!)![1]);
    expect(unread).toBeGreaterThan(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '未読者のCSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^notice_\d+_unread\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('学年,学科,コース,姓,名,メールアドレス,メール');
    expect(lines).toHaveLength(unread + 1);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/read-status-unread-360.png` });
  });

  test('10,000 recipients: a window of rows, moved by scrolling the page', async ({ page }) => {
    const { path } = await seededReadStatus(page);
    await withManyRecipients(page, 10_000);
    await page.goto(path);
    // 10,000 rows go through Playwright's route handler (about 2 MB): slow on a loaded machine.
    await expect(page.getByText('/ 10000')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table')).toHaveAttribute('aria-rowcount', '10001');
    await expect(drawnRows(page).first()).toBeVisible();
    expect(await drawnRows(page).count()).toBeLessThan(60);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/read-status-10000-360.png` });

    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    const last = page.getByRole('link', { name: 'student10000@demo.tayori.example' });
    await expectOnScreen(page, last);
    await expect(last.locator('xpath=ancestor::tr')).toHaveAttribute('aria-rowindex', '10001');
    expect(await drawnRows(page).count()).toBeLessThan(60);
    await expectNoSidewaysScroll(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight / 2));
    await expect(drawnRows(page).first()).toBeAttached();
    expect(await drawnRows(page).count()).toBeLessThan(60);
    await expectOnScreen(page, drawnRows(page).nth(10).getByRole('link'));
    await page.screenshot({ path: `${SHOTS}/read-status-10000-1280.png` });
  });
});

test.describe('reminding the unread', () => {
  test.use({ role: 'schoolEditor' });

  test('the channels with how many each reaches, then each reminder on its recipient', async ({
    page,
  }) => {
    const { path } = await seededReadStatus(page);
    await page.goto(path);
    await page.getByRole('button', { name: '未読者に再通知' }).click();
    const dialog = page.getByRole('dialog', { name: '未読者に再通知' });
    await expect(dialog.getByText(/^未読の生徒：\d+名$/)).toBeVisible();
    const mail = dialog.getByRole('checkbox', { name: /^メール（\d+名に届きます）$/ });
    const sms = dialog.getByRole('checkbox', { name: /^SMS/ });
    await expect(mail).toBeChecked();
    await expect(sms).not.toBeChecked();
    const urgent = dialog.getByRole('checkbox', { name: /^緊急/ });
    await expect(urgent).not.toBeChecked();
    await page.screenshot({ path: `${SHOTS}/remind-dialog.png` });
    // Urgent: sent now whatever the hour (between 21:00 and 07:00 in Tokyo it would wait).
    await urgent.check();
    await dialog.getByRole('button', { name: '送信' }).click();
    await expect(page.getByText(/再通知を送信しました。/)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The outbox takes mail at once: the unread rows say it was sent.
    await expect(page.getByText(/^再通知 メール：送信済み/).first()).toBeVisible({
      timeout: 15_000,
    });
    await page.screenshot({ path: `${SHOTS}/reminded-1280.png` });

    // The read share over time marks it; its table says the same values.
    await page.getByRole('button', { name: '既読率の推移を見る' }).click();
    const rates = page.getByRole('region', { name: '既読率の推移' });
    await expect(rates.getByText(/・再通知：/)).toBeVisible();
    const table = rates.getByRole('table', { name: '既読率の推移' });
    await expect(table.getByRole('columnheader', { name: '全体' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(/^1時間\d+\.\d%$/);
    await rates.getByRole('combobox', { name: '表示' }).click();
    await page.getByRole('option', { name: '学年別' }).click();
    await expect(table.getByRole('columnheader', { name: /^\d年$/ }).first()).toBeVisible();
    await expect(rates.locator('svg').first()).toBeVisible();
    await page.setViewportSize({ width: 360, height: 740 });
    await rates.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/read-rates-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });

    // A second one at once is refused, with the reason.
    await page.getByRole('button', { name: '未読者に再通知' }).click();
    await expect(page.getByText(/^前回の再通知：/)).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: '送信' }).click();
    await expect(page.getByText(/直前に再通知しています。/)).toBeVisible();
  });
});

test.describe('reminders by rule', () => {
  test.use({ viewport: { width: 360, height: 740 }, role: 'schoolEditor' });

  test('a staff member sets a rule on a new notice and sees its steps on the read status', async ({
    page,
  }) => {
    const title = `E2E 再通知ルール ${Date.now().toString(36)}`;
    await page.goto('/notice-registration');
    await page.getByRole('textbox', { name: '件名' }).fill(title);
    await page.getByRole('textbox', { name: '本文' }).fill(`${title} の本文です。`);
    await chooseQuietAddressees(page);

    const section = page.getByRole('region', { name: '未読者への再通知' });
    await section.getByRole('button', { name: '段階を追加' }).click();
    await section.getByRole('button', { name: '段階を追加' }).click();
    await expect(section.getByRole('textbox', { name: '時間' })).toHaveCount(2);
    await expect(section.getByRole('textbox', { name: '時間' }).nth(1)).toHaveValue('24');
    await section.getByRole('checkbox', { name: /^緊急/ }).check();
    await expect(section.getByRole('status')).toHaveText(
      '公開時にプッシュ通知、24時間後に未読ならメールで再通知します。緊急のため、夜間も待たずに送ります。',
    );
    await section.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/reminder-rule-form-360.png` });

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '保存', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '保存しました。' })).toBeVisible();
    const search = await apiGet<{ noticeSearchResultList: { noticeId: number }[] }>(
      page,
      `/api/v1/schools/notices?title=${encodeURIComponent(title)}`,
    );
    const id = search.noticeSearchResultList[0]!.noticeId;

    await page.goto(`/notice-read-status/${id}`);
    const steps = page.getByRole('region', { name: '再通知の予定（ルール）' });
    await expect(steps.getByRole('listitem')).toHaveCount(2);
    // At publication: already run, or about to (the queue takes it at once).
    await expect(steps.getByRole('listitem').nth(0)).toContainText('公開時・プッシュ通知');
    const mail = steps.getByRole('listitem').nth(1);
    await expect(mail).toContainText('24時間後・メール');
    await expect(mail).toContainText(/\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}に送信予定/);
    await expect(mail).toContainText('送信予定');
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${SHOTS}/reminder-rule-steps-360.png`, fullPage: true });

    // The edit screen shows the rule back.
    await page.goto(`/notice-detail/${id}`);
    const edit = page.getByRole('region', { name: '未読者への再通知' });
    await expect(edit.getByRole('textbox', { name: '時間' })).toHaveCount(2);
    await expect(edit.getByRole('checkbox', { name: /^緊急/ })).toBeChecked();
  });
});
