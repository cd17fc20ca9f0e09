import { chromium } from 'playwright-core';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ locale: 'ja-JP', viewport: { width: 360, height: 740 } });
const page = await ctx.newPage();
await page.goto(base + '/lock');
await page.getByRole('button', { name: 'サインイン' }).click();
await page.getByLabel('サインインID').fill('admin@demo.tayori.example');
await page.getByLabel('パスワード', { exact: true }).fill('Sakura-demo-2026');
await page.getByRole('button', { name: 'サインイン' }).click();
await page.waitForURL(/\/home$/);
const link = page.getByText('名簿の取り込み').first();
await link.waitFor({ timeout: 30000 });
await page.screenshot({ path: '/tmp/shots/home-360.png', fullPage: true });
const anchor = page.locator('a', { hasText: '名簿の取り込み' }).first();
console.log('href', await anchor.getAttribute('href'), await anchor.getAttribute('target'));
const [tab] = await Promise.all([ctx.waitForEvent('page'), anchor.click()]);
await tab.waitForURL(/roster-import/);
const p2 = tab;
await p2.screenshot({ path: '/tmp/shots/import-form-360.png', fullPage: true });
const csv = '\uFEFF学校コード,学籍番号,サインインID,姓,名,姓カナ,名カナ,生年月日,学科,コース,学生種別\r\n' +
  'S0001,Z0001,z0001@import.example.jp,山田,太郎,やまだ,たろう,20090402,国際ビジネス科,観光コース,INT\r\n' +
  'S0001,Z0002,z0002@import.example.jp,佐藤,花子,さとう,はなこ,20090403,国際ビジネス科,,\r\n' +
  'S0001,Z0003,z0003@import.example.jp,鈴木,一郎,すずき,いちろう,20090404,,観光コース,\r\n';
await p2.getByRole('combobox', { name: '学校' }).click();
await p2.getByRole('option', { name: /S0001/ }).click();
const fileInput = p2.locator('input[type=file]');
await fileInput.setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
await p2.getByRole('button', { name: '内容を確認' }).click();
await p2.getByText(/新しく登録する学科・コース/).waitFor({ timeout: 30000 });
await p2.screenshot({ path: '/tmp/shots/import-preview-360.png', fullPage: true });
await p2.setViewportSize({ width: 1280, height: 800 });
await p2.screenshot({ path: '/tmp/shots/import-preview-1280.png', fullPage: true });
console.log(await p2.locator('main').innerText().then(t => t.slice(0, 1500)));
