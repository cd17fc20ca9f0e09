import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import {
  chooseQuietAddressees,
  demo,
  expect,
  expectErrorRoute,
  type Role,
  shotsDir,
  test,
} from './fixtures';

/**
 * Staff notices (spec 000 §2, §3, §7): search, registration, reservation, edit, conflict, copy, delete, read
 * status, viewer and student access. Every notice written here has a unique title, so the seed's
 * notices (which other specs read) stay as they are. Tests start signed in (`role`, auth.setup.ts):
 * the school editor unless a test says otherwise.
 */

const SHOTS = shotsDir();
const run = Date.now().toString(36);
let serial = 0;
const uniqueTitle = (what: string) => `E2E ${what} ${run}-${++serial}`;

/** Today in Asia/Tokyo plus `days`, as YYYY-MM-DD. */
function tokyoDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const slashed = (iso: string) => iso.replaceAll('-', '/');

/** Types a date into an MUI date field (its sections are spinbuttons: 年, 月, 日). */
async function typeDate(page: Page, label: string, iso: string) {
  const field = page.getByRole('group', { name: label, exact: true });
  await field.getByRole('spinbutton', { name: '年' }).click();
  await page.keyboard.type(iso.replaceAll('-', ''));
  await expect(field.getByRole('spinbutton', { name: '日' })).toHaveText(iso.slice(8, 10));
}

/** Fills the registration form; the group is the first one whose name starts with `group`. */
async function fillNotice(
  page: Page,
  n: { title: string; body: string; group?: string; start?: string; end?: string },
) {
  await page.getByRole('textbox', { name: '件名' }).fill(n.title);
  await page.getByRole('textbox', { name: '本文' }).fill(n.body);
  await page.getByRole('combobox', { name: 'お知らせグループ' }).click();
  // 3年生 by default: no demo sign-in account is in it, so other specs see no new notices.
  await page
    .getByRole('option', { name: new RegExp(`^${n.group ?? '3年生'}（`) })
    .first()
    .click();
  await page.getByRole('combobox', { name: 'カテゴリ' }).click();
  await page.getByRole('option').first().click();
  if (n.start) await typeDate(page, '開始日', n.start);
  if (n.end) await typeDate(page, '終了日', n.end);
  else await page.getByRole('checkbox', { name: '終了日を設定しない' }).check();
}

/** Clicks an action button, confirms its dialog, and checks the success message and the move to /notice-search. */
async function confirmAction(page: Page, button: string, success: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: success })).toBeVisible();
  await expect(page).toHaveURL(/\/notice-search$/, { timeout: 8_000 });
}

/** The search row of a notice, found by its unique title. */
async function searchRow(page: Page, title: string): Promise<Locator> {
  await page.goto(`/notice-search?title=${encodeURIComponent(title)}`);
  await expect(page.getByRole('status')).toHaveText('検索結果：1件');
  return page.getByRole('row').filter({ hasText: title });
}

/** The body HTML a notice POST or PUT sent (the wire form is a JSON-encoded string). */
function sentBody(request: Request): string {
  const sent = request.postDataJSON() as { noticeBody: string };
  return JSON.parse(sent.noticeBody) as string;
}

/** Part of a web page as its copy puts it on the clipboard. */
const PASTED_WEB_PAGE = `<meta charset="utf-8"><h2 class="title" style="font-size:2em">お知らせ</h2>
<div class="card"><p><span style="font-weight:700">本文</span> <a href="https://example.com/page" onclick="track()" class="btn">リンク</a> と <a href="javascript:alert(1)">危険</a></p>
<img src="https://example.com/a.png" alt="画像" onerror="alert(1)"><table><tr><td>表の</td><td>セル</td></tr></table>
<iframe src="https://example.com"></iframe><script>alert(1)</script>
<ul class="nav"><li style="color:red">項目</li></ul><h5>小見出し</h5></div>`;

/** Opens a row's 詳細 or 既読状況 link and returns the new tab. */
async function openInNewTab(context: BrowserContext, link: Locator): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  return tab;
}

/** Registers a notice (draft or opened) and returns its id. */
async function registerNotice(page: Page, title: string, opts: { open: boolean; start?: string }) {
  await page.goto('/notice-registration');
  await fillNotice(page, { title, body: `${title} の本文です。`, start: opts.start });
  await confirmAction(
    page,
    opts.open ? (opts.start ? '予約' : '保存') : '下書き保存',
    '保存しました。',
  );
  const row = await searchRow(page, title);
  const href = await row.getByRole('link', { name: /の詳細/ }).getAttribute('href');
  return Number(href!.split('/').pop());
}

/** The top of `target` is below the sticky header, so the header does not cover it. */
async function expectBelowHeader(page: Page, target: Locator) {
  const header = await page.locator('header').first().boundingBox();
  const box = await target.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
}

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [360, 740],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: true });
    // Nothing may push the page wider than the screen (wide tables scroll inside their box).
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${name} at ${w}px overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
}

/** `title` as a test signed in as `role` instead of the school editor. */
function testAs(role: Role, title: string, body: Parameters<typeof test>[2]) {
  test.describe(() => {
    test.use({ role });
    test(title, body);
  });
}

test.describe('staff notices', () => {
  test.use({ role: 'schoolEditor' });

  test('search: 10 rows a page, paging and filters kept in the URL', async ({ page }) => {
    await page.goto('/notice-search');
    await expect(page.getByRole('heading', { name: 'お知らせ検索' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/検索結果：\d+件/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11); // header + 10
    const firstTitle = await rows.nth(1).getByRole('cell').nth(2).textContent();

    const pager = page.getByRole('navigation', { name: 'ページ切り替え' });
    await pager.getByRole('button', { name: '2ページ目' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pager.getByRole('button', { name: '2ページ目' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rows.nth(1).getByRole('cell').nth(2)).not.toHaveText(firstTitle!);
    await page.reload();
    await expect(pager.getByRole('button', { name: '2ページ目' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Status filter (clearable), from page 1 again.
    await page.getByRole('combobox', { name: 'ステータス' }).click();
    await page.getByRole('option', { name: '下書き' }).click();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).toHaveURL(/noticeStatus=DRAFT/);
    await expect(page).not.toHaveURL(/page=/);
    // The previous rows stay on screen while the new search loads: read them once it has answered.
    const statuses = page.getByRole('table').getByRole('row').locator('td:nth-child(4)');
    await expect
      .poll(async () => new Set(await statuses.allTextContents()))
      .toEqual(new Set(['下書き']));
    expect(await statuses.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'ステータスの選択を解除' }).click();
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page).not.toHaveURL(/noticeStatus/);

    // The title rule of the contract (≤ 50).
    await page.getByRole('textbox', { name: '件名' }).fill('あ'.repeat(51));
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await expect(page.getByText('50文字以内で入力してください。')).toBeVisible();
    await expect(page.getByText('未入力、または不正な項目があります。')).toBeVisible();

    // The title is clearable too (spec 000 §2), by a labelled button shown while it holds text.
    const clearTitle = page.getByRole('button', { name: '件名の入力をクリア' });
    await clearTitle.click();
    await expect(page.getByRole('textbox', { name: '件名' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: '件名' })).toBeFocused();
    await expect(clearTitle).toHaveCount(0);
    await shoot(page, 'notice-search');

    // A page past the end (a stale link) shows the last page instead of an empty table.
    await page.goto('/notice-search?page=99999');
    await expect(page).toHaveURL(/page=\d{1,2}$/);
    await expect(rows.nth(1)).toBeVisible();
    await expect(pager.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('register a draft; the form refuses missing fields first', async ({ page }) => {
    await page.goto('/notice-registration');
    await page.getByRole('button', { name: '下書き保存' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: '未入力、または不正な項目があります。' }),
    ).toBeVisible();
    await expect(page.getByText('必須項目です。').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await shoot(page, 'notice-registration');

    const title = uniqueTitle('下書き');
    // 2年生 holds a careful student: the group says so and the confirmation uses the special wording.
    await fillNotice(page, {
      title,
      body: '詳細は [https://example.com/info] を見てください。',
      group: '2年生',
    });
    await expect(
      page.getByText(/このグループには配慮が必要な生徒が\d+名含まれています。/),
    ).toBeVisible();
    await page.getByRole('button', { name: '下書き保存' }).click();
    await expect(page.getByRole('dialog')).toContainText('配慮が必要な生徒が含まれています');
    await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('tab', { name: 'プレビュー' }).click();
    const link = page.getByRole('tabpanel').getByRole('link', { name: 'https://example.com/info' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await page.getByRole('tab', { name: 'フォーム' }).click();
    await confirmAction(page, '下書き保存', '保存しました。');
    const row = await searchRow(page, title);
    await expect(row.getByRole('cell').nth(3)).toHaveText('下書き');
    await expect(row.getByRole('cell').nth(7)).toHaveText('設定なし');
  });

  test('body up to 5000 counts the text a reader sees, not the HTML', async ({ page }) => {
    await page.goto('/notice-registration');
    const title = uniqueTitle('本文5000');
    // 5000 characters with 500 `&`: 7000 characters of HTML (`&amp;`), which the old rule refused.
    const text = `${'あ'.repeat(9)}&`.repeat(500);
    await fillNotice(page, { title, body: `${text}い` });
    await expect(page.getByText('5001 / 5000')).toBeVisible();
    await page.getByRole('button', { name: '下書き保存' }).click();
    await expect(page.getByText('5000文字以内で入力してください。')).toBeVisible();
    await expect(page.getByText('5001 / 5000')).toBeVisible();

    await page.getByRole('textbox', { name: '本文' }).fill(text);
    await expect(page.getByText('5000 / 5000')).toBeVisible();
    await expect(page.getByText('5000文字以内で入力してください。')).toHaveCount(0);
    await confirmAction(page, '下書き保存', '保存しました。');
    const row = await searchRow(page, title);
    await page.goto((await row.getByRole('link', { name: /の詳細/ }).getAttribute('href'))!);
    await expect(page.getByRole('textbox', { name: '本文' })).toHaveText(text);
    await expect(page.getByText('5000 / 5000')).toBeVisible();
    // 𠮷 is one character in the title counter too.
    await page.getByRole('textbox', { name: '件名' }).fill('𠮷'.repeat(30));
    await expect(page.getByText('30 / 50')).toBeVisible();
  });

  test('date pickers: 2026年11月 order, no day before today, the end after the start', async ({
    page,
  }) => {
    await page.goto('/notice-registration');
    const monthOf = (iso: string) => `${Number(iso.slice(0, 4))}年${Number(iso.slice(5, 7))}月`;
    const dayOf = (iso: string) => String(Number(iso.slice(8, 10)));
    const today = tokyoDate(0);

    await page
      .getByRole('button', { name: /^日付を選択/ })
      .first()
      .click();
    let calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('grid', { name: monthOf(today) })).toBeVisible();
    await expect(calendar.getByText(/^\d+月 \d{4}$/)).toHaveCount(0);
    await expect(calendar.getByRole('button', { name: '先月' })).toBeDisabled();
    await expect(calendar.getByRole('gridcell', { name: dayOf(today), exact: true })).toBeEnabled();
    if (dayOf(today) !== '1') {
      const yesterday = calendar.getByRole('gridcell', { name: dayOf(tokyoDate(-1)), exact: true });
      await expect(yesterday).toBeDisabled();
    }
    await page.keyboard.press('Escape');
    await expect(calendar).toHaveCount(0);

    // The end date: after today and after the start (here a start 7 days ahead).
    const start = tokyoDate(7);
    await typeDate(page, '開始日', start);
    await page
      .getByRole('button', { name: /^日付を選択/ })
      .nth(1)
      .click();
    calendar = page.getByRole('dialog');
    const first = tokyoDate(8);
    await expect(calendar.getByRole('grid', { name: monthOf(first) })).toBeVisible();
    await expect(calendar.getByRole('gridcell', { name: dayOf(first), exact: true })).toBeEnabled();
    if (monthOf(start) === monthOf(first)) {
      const startCell = calendar.getByRole('gridcell', { name: dayOf(start), exact: true });
      await expect(startCell).toBeDisabled();
    }
    await page.keyboard.press('Escape');
  });

  test('a failed save focuses the first invalid field, below the sticky header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/notice-registration');
    const save = page.getByRole('button', { name: '保存', exact: true });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const title = page.getByRole('textbox', { name: '件名' });
    await expect(title).toBeFocused();
    await expectBelowHeader(page, title);

    await title.fill('件名');
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await expect(page.getByRole('textbox', { name: '本文' })).toBeFocused();
    await expectBelowHeader(page, page.getByText('本文 *', { exact: true }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('register and reserve: a future start reads 予約 and the notice is 公開前', async ({
    page,
  }) => {
    await page.goto('/notice-registration');
    const title = uniqueTitle('予約');
    await fillNotice(page, { title, body: '来週から公開します。', start: tokyoDate(0) });
    await expect(page.getByRole('button', { name: '保存', exact: true })).toBeVisible();
    await typeDate(page, '開始日', tokyoDate(7));
    await page.getByRole('checkbox', { name: '終了日を設定しない' }).uncheck();
    await typeDate(page, '終了日', tokyoDate(30));
    await expect(page.getByRole('button', { name: '保存', exact: true })).toHaveCount(0);
    await confirmAction(page, '予約', '保存しました。');
    const row = await searchRow(page, title);
    await expect(row.getByRole('cell').nth(3)).toHaveText('公開前');
    await expect(row.getByRole('cell').nth(6)).toHaveText(slashed(tokyoDate(7)));
    await expect(row.getByRole('cell').nth(7)).toHaveText(slashed(tokyoDate(30)));
  });

  test('edit and save; a second tab with the old version gets the conflict message', async ({
    page,
    context,
  }) => {
    const title = uniqueTitle('編集');
    const id = await registerNotice(page, title, { open: false });

    // 詳細 opens the edit screen in a new tab.
    const row = await searchRow(page, title);
    const first = await openInNewTab(context, row.getByRole('link', { name: /の詳細/ }));
    await expect(first).toHaveURL(new RegExp(`/notice-detail/${id}$`));
    const second = await context.newPage();
    await second.goto(`/notice-detail/${id}`);
    for (const tab of [first, second]) {
      await expect(tab.getByRole('textbox', { name: '件名' })).toHaveValue(title);
      await expect(tab.getByRole('textbox', { name: 'お知らせグループ' })).toHaveAttribute(
        'readonly',
        '',
      );
    }

    await first.getByRole('textbox', { name: '件名' }).fill(`${title} 改`);
    await confirmAction(first, '保存', '更新しました。');

    await second.getByRole('textbox', { name: '件名' }).fill(`${title} 別案`);
    await second.getByRole('button', { name: '下書き保存' }).click();
    await second.getByRole('dialog').getByRole('button', { name: '下書き保存' }).click();
    await expect(
      second.getByRole('alert').filter({ hasText: '他のユーザーによって更新されています。' }),
    ).toBeVisible();
    await expect(second).toHaveURL(new RegExp(`/notice-detail/${id}$`));
    await expect(second.getByRole('textbox', { name: '件名' })).toBeEnabled();

    const saved = await searchRow(page, `${title} 改`);
    await expect(saved.getByRole('cell').nth(3)).toHaveText('公開中');
  });

  test('copy opens a new tab with only the title and body; delete removes the notice', async ({
    page,
    context,
  }) => {
    // Two tabs, a create, an edit and a copy: over a minute on a loaded two-core machine.
    test.slow();
    const title = uniqueTitle('コピー元');
    const id = await registerNotice(page, title, { open: false });
    await page.goto(`/notice-detail/${id}`);
    await page.getByRole('checkbox', { name: '重要' }).check();

    await page.getByRole('button', { name: /^コピー/ }).click();
    const [copy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog').getByRole('button', { name: 'コピー' }).click(),
    ]);
    await expect(copy).toHaveURL(new RegExp(`/notice-copy/${id}$`));
    await expect(copy.getByRole('heading', { name: 'お知らせ登録（コピー）' })).toBeVisible();
    await expect(copy.getByRole('textbox', { name: '件名' })).toHaveValue(title);
    await expect(copy.getByRole('textbox', { name: '本文' })).toHaveText(`${title} の本文です。`);
    await expect(copy.getByRole('combobox', { name: 'お知らせグループ' })).toHaveValue('');
    await expect(copy.getByRole('combobox', { name: 'カテゴリ' })).toHaveText(/^\u200b?$/);
    await expect(copy.getByRole('checkbox', { name: '重要' })).not.toBeChecked();
    await expect(copy.getByRole('checkbox', { name: '終了日を設定しない' })).not.toBeChecked();
    await copy.close();

    await page.reload();
    await confirmAction(page, '削除', '削除しました。');
    await page.goto(`/notice-search?title=${encodeURIComponent(title)}`);
    await expect(page.getByRole('status')).toHaveText('検索結果：0件');
    await expectErrorRoute(page, `/notice-detail/${id}`);
    await expect(page.getByRole('alert')).toHaveText('データの取得に失敗しました。');
  });

  test('formatting from the toolbar and the keyboard survives create, edit and copy', async ({
    page,
    context,
  }) => {
    // Two tabs, a create, an edit and a copy: over a minute on a loaded two-core machine.
    test.slow();
    await page.goto('/notice-registration');
    const title = uniqueTitle('書式');
    await fillNotice(page, { title, body: '持ち物' });
    const body = page.getByRole('textbox', { name: '本文' });
    await body.press('Control+a');
    await body.press('Control+b');
    // The selection is bold before it is left: on a loaded machine a key pressed before the editor
    // applied Ctrl+B replaced the selected text instead.
    await expect(page.getByRole('button', { name: '太字' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await body.press('ArrowRight');
    // The selection is collapsed before Enter: on a loaded machine an Enter the editor took while
    // the whole text was still selected replaced it (the first line was lost from the saved body).
    await expect
      .poll(() => page.evaluate(() => window.getSelection()?.isCollapsed ?? false))
      .toBe(true);
    await body.press('Enter');
    // The new line carries bold on: Ctrl+B turns it off, as 太字 shows.
    await body.press('Control+b');
    await expect(page.getByRole('button', { name: '太字' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: '箇条書き' }).click();
    await expect(page.getByRole('button', { name: '箇条書き' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('筆記用具');
    await page.keyboard.press('Enter');
    await page.keyboard.type('上履き');
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/notices\/new$/.test(r.url()),
    );
    await confirmAction(page, '下書き保存', '保存しました。');
    expect(sentBody(await created)).toBe(
      '<p><strong>持ち物</strong></p><ul><li>筆記用具</li><li>上履き</li></ul>',
    );

    const row = await searchRow(page, title);
    const detail = (await row.getByRole('link', { name: /の詳細/ }).getAttribute('href'))!;
    await page.goto(detail);
    await expect(page.getByRole('heading', { name: 'お知らせ詳細' })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('持ち物');
    await expect(body.locator('li')).toHaveText(['筆記用具', '上履き']);
    await body.click();
    await body.press('Control+End');
    await page.keyboard.type('（記名）');
    const updated = page.waitForRequest((r) => r.method() === 'PUT');
    await confirmAction(page, '下書き保存', '更新しました。');
    const edited =
      '<p><strong>持ち物</strong></p><ul><li>筆記用具</li><li>上履き（記名）</li></ul>';
    expect(sentBody(await updated)).toBe(edited);

    await page.goto(detail);
    await page.getByRole('button', { name: /^コピー/ }).click();
    const [copy] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('dialog').getByRole('button', { name: 'コピー' }).click(),
    ]);
    await expect(copy.getByRole('heading', { name: 'お知らせ登録（コピー）' })).toBeVisible();
    const copied = copy.getByRole('textbox', { name: '本文' });
    await expect(copied.locator('strong')).toHaveText('持ち物');
    await expect(copied.locator('li')).toHaveText(['筆記用具', '上履き（記名）']);
    await copy.getByRole('tab', { name: 'プレビュー' }).click();
    await expect(copy.getByRole('tabpanel').locator('strong')).toHaveText('持ち物');
    await copy.getByRole('tab', { name: 'フォーム' }).click();
    await chooseQuietAddressees(copy);
    const copiedSent = copy.waitForRequest(
      (r) => r.method() === 'POST' && /\/notices\/new$/.test(r.url()),
    );
    await confirmAction(copy, '下書き保存', '保存しました。');
    expect(sentBody(await copiedSent)).toBe(edited);
  });

  test('Japanese through an IME; a paste from a web page keeps only what the policy allows', async ({
    page,
  }) => {
    await page.goto('/notice-registration');
    const title = uniqueTitle('貼り付け');
    await fillNotice(page, { title, body: '' });
    const body = page.getByRole('textbox', { name: '本文' });
    await body.focus();
    // Japanese typed through an IME: composed, then committed once.
    const ime = await page.context().newCDPSession(page);
    for (const text of ['れ', 'れん', 'れんら', 'れんらく'])
      await ime.send('Input.imeSetComposition', {
        text,
        selectionStart: text.length,
        selectionEnd: text.length,
      });
    await ime.send('Input.insertText', { text: '連絡' });
    await expect(body).toHaveText('連絡');
    await expect(page.getByText('2 / 5000')).toBeVisible();
    // A paste over the selection replaces it.
    await body.press('Control+a');
    // The clipboard a browser hands to a paste, with what a web page's copy holds.
    await body.evaluate((el, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'お知らせ');
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, PASTED_WEB_PAGE);
    await expect(body.locator('h2')).toHaveText('お知らせ');
    await expect(
      body.locator('img, table, iframe, script, style, h5, [style], [onclick]'),
    ).toHaveCount(0);
    const created = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/notices\/new$/.test(r.url()),
    );
    await confirmAction(page, '下書き保存', '保存しました。');
    expect(sentBody(await created)).toBe(
      '<h2>お知らせ</h2><p><strong>本文</strong> <a href="https://example.com/page" target="_blank" rel="noopener noreferrer">リンク</a> と 危険</p><p>表の</p><p>セル</p><ul><li>項目</li></ul><p>小見出し</p>',
    );
  });

  test('read status of a seeded notice the demo student has read', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const row = await searchRow(page, '健康診断の結果配布について');
    const tab = await openInNewTab(context, row.getByRole('link', { name: /の既読状況/ }));
    await expect(tab.getByRole('heading', { name: '既読状況' })).toBeVisible();
    await expect(tab.getByRole('heading', { name: '健康診断の結果配布について' })).toBeVisible();
    const student = tab.getByRole('row').filter({ hasText: demo.student });
    // 既読, and when (MM/DD HH:mm, Tokyo).
    await expect(student.getByRole('cell').first()).toHaveText(/^既読\d{2}\/\d{2} \d{2}:\d{2}$/);
    await expect(student.getByRole('link', { name: demo.student })).toHaveAttribute(
      'href',
      `mailto:${demo.student}`,
    );
    const counts = await tab.getByText(/^\d+ \/ \d+$/).textContent();
    const [read, delivered] = counts!.split(' / ').map(Number);
    expect(read).toBeGreaterThanOrEqual(1);
    expect(delivered).toBeGreaterThanOrEqual(read!);
    await expect(tab.getByRole('row').filter({ hasText: '未読' }).first()).toBeVisible();
    // The careful demo student (2年生) is marked; the demo student is not.
    await expect(tab.getByRole('row').filter({ hasText: demo.careful })).toContainText('要配慮');
    await expect(student).not.toContainText('要配慮');
    await shoot(tab, 'notice-read-status');
    await student.getByRole('button', { name: `${demo.student} をコピー` }).click();
    await expect(tab.getByRole('tooltip')).toHaveText('コピーしました');
    expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(demo.student);
  });

  testAs('schoolViewer', 'a viewer reads notices but gets no write buttons', async ({ page }) => {
    await page.goto('/notice-search');
    await expect(page.getByRole('status')).toHaveText(/検索結果：\d+件/);
    await expect(page.getByRole('link', { name: '新規登録' })).toHaveCount(0);
    const href = await page
      .getByRole('link', { name: /の詳細/ })
      .first()
      .getAttribute('href');
    await page.goto(href!);
    await expect(page.getByRole('heading', { name: 'お知らせ詳細' })).toBeVisible();
    await expect(page.getByText('閲覧権限のため、このお知らせは編集できません。')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '件名' })).toBeDisabled();
    for (const name of ['保存', '予約', '下書き保存', '削除', 'コピー']) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
    await expect(page.getByRole('button', { name: '件名と本文をコピー' })).toBeVisible();
    await expectErrorRoute(page, '/notice-registration');
    await expect(page.getByRole('alert')).toHaveText('アクセス権限がありません。');
  });

  testAs(
    'student',
    'a student opening /notice-search goes to the Error route',
    async ({ page }) => {
      await expectErrorRoute(page, '/notice-search');
      await expect(page.getByRole('alert')).toHaveText('アクセス権限がありません。');
    },
  );

  testAs(
    'admin',
    'administrator search: school required, then that school’s notices',
    async ({ page }) => {
      await page.goto('/notice-search-for-admin');
      await expect(
        page.getByRole('heading', { name: 'お知らせ検索（システム管理者版）' }),
      ).toBeVisible();
      await page.getByRole('button', { name: '検索', exact: true }).click();
      await expect(page.getByText('必須項目です。')).toBeVisible();
      await page.getByRole('combobox', { name: '学校' }).click();
      await page.getByRole('option').first().click();
      await page.getByRole('button', { name: '検索', exact: true }).click();
      await expect(page).toHaveURL(/extendedSchoolCode=/);
      await expect(page.getByRole('status')).toHaveText(/検索結果：\d+件/);
    },
  );
});
