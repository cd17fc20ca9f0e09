import type { Page } from '@playwright/test';
import {
  demo,
  expect,
  expectErrorRoute,
  fillSignIn,
  makeStaff,
  makeStudent,
  shotsDir,
  signInWith,
  test,
} from './fixtures';

/**
 * The student side of spec 000: identity check with SMS, home panels, notices,
 * attendance, profile. Tests start signed in (`role`, auth.setup.ts); the identity check resets a
 * password, so it makes a student of its own.
 */

const SHOTS = shotsDir();

const viewports = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
] as const;

/** Full-page screenshots at phone and desktop width; the page must not scroll sideways. */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  for (const vp of viewports) {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await ready();
    // The header is sticky: from the top, a full-page shot draws it where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${vp.width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${vp.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const unreadTitle = (page: Page) =>
  page.getByRole('link', { name: /^未読のお知らせ（\d+\+?件）$/ });
const unreadCount = async (page: Page) =>
  Number(/（(\d+)\+?件）/.exec((await unreadTitle(page).textContent()) ?? '')?.[1]);

test.describe('student home, notices and attendance', () => {
  test.use({ role: 'student' });
  test('the home shows the student panels', async ({ page }) => {
    await page.goto('/home');
    await expect(unreadTitle(page)).toBeVisible();
    await expect(unreadTitle(page)).toHaveAttribute('href', '/notice-list');
    const attendance = page.getByRole('region', { name: '出席率' });
    await expect(attendance.getByText('前期')).toBeVisible();
    await expect(attendance.getByText('92.5%')).toBeVisible();
    await expect(attendance.getByRole('link', { name: '詳細を見る' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'ITリテラシーテスト結果' }).getByText('合格'),
    ).toBeVisible();

    const menu = page.getByRole('region', { name: 'メニュー' });
    const portal = menu.getByRole('link', { name: /お知らせ一覧/ });
    await expect(portal).toHaveAttribute('href', /^http:\/\/localhost:\d+\/notice-list$/);
    await expect(portal).toHaveAttribute('target', '_blank');
    const external = menu.getByRole('link', { name: /時間割/ });
    await expect(external).toHaveAttribute('href', 'https://example.com/timetable');
    await expect(external).toHaveAttribute('rel', /noopener/);
    const unavailable = menu.getByRole('link', { name: /ITリテラシー検定（準備中）/ });
    await expect(unavailable).toHaveAttribute('aria-disabled', 'true');
    await expect(unavailable).not.toHaveAttribute('href');
    await expect(menu.getByText('学内限定')).toBeVisible();

    await shoot(page, 'home', () => expect(unreadTitle(page)).toBeVisible());
  });

  test("'もっと見る' loads the next ten until the list is complete", async ({ page }) => {
    await page.goto('/notice-list');
    const panels = page.locator('.MuiAccordion-root');
    await expect(panels).toHaveCount(10);
    // The first notice opened, to see a body with its `[https://…]` link.
    await panels.first().getByRole('button').first().click();
    await expect(panels.first().locator('p').first()).toBeVisible();
    await shoot(page, 'notice-list', () => expect(panels).toHaveCount(10));
    await page.getByRole('button', { name: 'もっと見る' }).click();
    await expect.poll(() => panels.count()).toBeGreaterThan(10);
    await expect(page.getByText('すべてのお知らせを表示しました。')).toBeVisible();
    await expect(page.getByRole('button', { name: 'もっと見る' })).toHaveCount(0);
  });

  test('another id than a delivered notice goes to the Error route', async ({ page }) => {
    await expectErrorRoute(page, '/unread-notice-detail/999999');
    await expect(page.getByText('データの取得に失敗しました。')).toBeVisible();
  });

  test('the attendance detail groups courses by semester', async ({ page }) => {
    await page.goto('/home');
    await page.getByRole('link', { name: '詳細を見る' }).click();
    await expect(page).toHaveURL(/\/attendance-rate-detail$/);
    const periods = page.getByRole('table', { name: '期間別' });
    await expect(periods.getByRole('row', { name: /前期/ })).toContainText('92.5%');
    for (const column of ['出席率', '出席', '公欠', '欠席', '遅刻', '早退'])
      await expect(periods.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    const first = page.getByRole('button', { name: '前期' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('table', { name: '前期の科目別出席状況' })).toBeVisible();
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await shoot(page, 'attendance', () => expect(periods).toBeVisible());
  });

  test('the student profile shows the school name and no JID form', async ({ page }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'プロフィール' })).toBeVisible();
    await expect(page.getByText('札幌中央高等学院')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'JID' })).toHaveCount(0);
  });
});

// Reading marks notices read: each test reads as a student of its own, delivered the demo
// student's notices (unread), so the demo student's unread notices stay as seeded for other specs.
test.describe('reading notices', () => {
  test('opening a notice in the list marks it read and the unread count drops', async ({
    page,
    request,
  }) => {
    await signInWith(page, await makeStudent(request, { noticesOf: demo.student }));
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(0);

    // The list is newest first like the panel, so its first unread notice is the panel's first.
    const title = (
      (await page
        .getByRole('region', { name: /未読のお知らせ/ })
        .getByRole('listitem')
        .first()
        .getByRole('link')
        .textContent()) ?? ''
    ).trim();
    const named = new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

    await unreadTitle(page).click();
    await expect(page).toHaveURL(/\/notice-list$/);
    await expect(page.getByRole('heading', { name: 'お知らせ一覧', level: 1 })).toBeVisible();
    const summary = page.getByRole('button', { name: named });
    await expect(summary).toContainText(/^未読/);
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: named }).locator('p').first()).toBeVisible();
    // Marked read in the list at once, without asking for the list again.
    await expect(summary).not.toContainText(/^未読/);

    await page.getByRole('link', { name: 'Tayori ホーム' }).click();
    await expect(unreadTitle(page)).toHaveText(`未読のお知らせ（${before - 1}件）`);
  });

  test('an unread notice opens in a new tab with its body', async ({ page, context, request }) => {
    await signInWith(page, await makeStudent(request, { noticesOf: demo.student }));
    const item = page
      .getByRole('region', { name: /未読のお知らせ/ })
      .getByRole('listitem')
      .first();
    const link = item.getByRole('link');
    const name = ((await link.textContent()) ?? '').trim();
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(/\/unread-notice-detail\/\d+$/);
    await expect(tab.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(tab.getByRole('article').locator('p').first()).toBeVisible();
    await shoot(tab, 'unread-detail', () => expect(tab.getByRole('article')).toBeVisible());
    await tab.close();
  });
});

test.describe('other user types', () => {
  test.use({ role: 'schoolViewer' });

  test('a staff member opening a student-only page goes to the Error route', async ({ page }) => {
    for (const path of ['/notice-list', '/attendance-rate-detail', '/unread-notice-detail/1']) {
      await expectErrorRoute(page, path);
      await expect(page.getByText('アクセス権限がありません。')).toBeVisible();
    }
  });

  for (const role of ['student', 'schoolEditor'] as const) {
    test.describe(() => {
      test.use({ role });
      test(`the in-product menu links of ${demo[role]}'s home open screens of the product`, async ({
        page,
      }) => {
        await page.goto('/home');
        const menu = page.getByRole('region', { name: 'メニュー' });
        await expect(menu.getByRole('link').first()).toBeVisible();
        const origin = new URL(page.url()).origin;
        const hrefs = await menu
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        const inProduct = hrefs
          .map((h) => new URL(h, origin).href)
          .filter((h) => h.startsWith(origin));
        expect(inProduct.length, 'the menu has in-product links').toBeGreaterThan(0);
        for (const href of inProduct) {
          await page.goto(href);
          await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
          await expect(page.getByText('ページが見つかりません'), href).toHaveCount(0);
          await expect(page, href).not.toHaveURL(/\/error$/);
        }
      });
    });
  }

  test('the staff home has no student panels', async ({ page }) => {
    await page.goto('/home');
    await expect(page.getByRole('region', { name: 'メニュー' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ITリテラシーテスト結果' })).toBeVisible();
    await expect(unreadTitle(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: '出席率' })).toHaveCount(0);
  });
});

// Each JID test edits a staff member of its own: the demo viewers' JIDs stay as seeded.
test.describe('profile JID', () => {
  test('a staff member edits the JID and saves it', async ({ page, request }) => {
    await signInWith(page, await makeStaff(request, 'SCHOOL_VIEWER'));
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: 'プロフィール' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    const jid = page.getByRole('textbox', { name: 'JID' });
    await jid.fill('');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('JIDは半角英数字16文字以内で入力してください。')).toBeVisible();
    const value = `J${Date.now().toString(36).toUpperCase()}`;
    await jid.fill(value);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    await shoot(page, 'profile-staff', () => expect(jid).toHaveValue(value));
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'JID' })).toHaveValue(value);
  });

  test('a JID saved in another tab first: the conflict message, then saving again keeps what was typed', async ({
    page,
    context,
    request,
  }) => {
    await signInWith(page, await makeStaff(request, 'VISTA_VIEWER'));
    await page.goto('/profile');
    const other = await context.newPage();
    await other.goto('/profile');
    const jidOf = (p: typeof page) => p.getByRole('textbox', { name: 'JID' });
    await expect(jidOf(other)).toBeVisible();
    await expect(jidOf(page)).toBeVisible();
    await jidOf(other).fill('OTHERTAB1');
    await other.getByRole('button', { name: '保存' }).click();
    await expect(other.getByText('保存しました。')).toBeVisible();

    await jidOf(page).fill('THISTAB2');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(
      page.getByText('他のユーザーによって更新されています。時間を置いて再度お試しください。'),
    ).toBeVisible();
    await expect(jidOf(page)).toHaveValue('THISTAB2');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存しました。')).toBeVisible();
    await other.reload();
    await expect(jidOf(other)).toHaveValue('THISTAB2');
  });
});

test.describe('identity check', () => {
  async function fillIdentification(
    page: Page,
    details: { studentNumber: string; birthday: string; phoneNumber: string },
  ) {
    await page.getByLabel('地域').selectOption({ label: '北海道' });
    await expect(page.getByLabel('学校')).toBeEnabled();
    await page.getByLabel('学校').selectOption('S0001');
    await page.getByLabel('学籍番号').fill(details.studentNumber);
    await page.getByLabel('生年月日').fill(details.birthday);
    await page.getByLabel('携帯電話番号').fill(details.phoneNumber);
    await page.getByRole('checkbox', { name: /プライバシーポリシーに同意する/ }).check();
  }

  test('the form checks its fields and the result pages need the form', async ({ page }) => {
    await page.goto('/success-authentication');
    await expect(page).toHaveURL(/\/identification$/);
    await page.goto('/failure-authentication');
    await expect(page).toHaveURL(/\/identification$/);
    await expect(page.getByRole('link', { name: /Tayori ホーム/ })).toHaveCount(0);
    await expect(page.getByLabel('学校')).toBeDisabled();
    await expect(page.getByRole('link', { name: /プライバシーポリシー/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByRole('button', { name: '本人確認' }).click();
    await expect(page.getByText('必須項目です。')).toHaveCount(6);
    await expect(page.getByText('未入力、または不正な項目があります。')).toBeVisible();
    await page.getByLabel('生年月日').fill('2008051');
    await page.getByLabel('携帯電話番号').fill('0901234567');
    await page.getByRole('button', { name: '本人確認' }).click();
    await expect(page.getByText('半角数字8文字で入力してください。')).toBeVisible();
    await expect(page.getByText('半角数字11文字で入力してください。')).toBeVisible();
    await shoot(page, 'identification', () =>
      expect(page.getByRole('button', { name: '本人確認' })).toBeVisible(),
    );
  });

  test('wrong details go to the failure page', async ({ page }) => {
    await page.goto('/identification');
    await fillIdentification(page, {
      studentNumber: '2099Z9999',
      birthday: '20080101',
      phoneNumber: '09000000000',
    });
    await page.getByRole('button', { name: '本人確認' }).click();
    await expect(page).toHaveURL(/\/failure-authentication$/);
    await expect(page.getByText('入力された情報では本人確認ができませんでした。')).toBeVisible();
    await page.getByRole('link', { name: '本人確認画面へ戻る' }).click();
    await expect(page).toHaveURL(/\/identification$/);
  });

  test('right details send an SMS whose temporary password signs in', async ({ page, request }) => {
    // A student of its own: the check gives them a new password and ends their sessions.
    const student = await makeStudent(request);
    const started = Date.now();
    await page.goto('/identification');
    await fillIdentification(page, student);
    await page.getByRole('button', { name: '本人確認' }).click();
    await expect(page).toHaveURL(/\/success-authentication$/);
    await expect(page.getByText(/SMSは送信から1〜2分ほどで届きます。/)).toBeVisible();
    await expect(page.getByRole('link', { name: /SMSが届かない場合/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await shoot(page, 'success', () =>
      expect(page.getByRole('link', { name: 'トップ画面へ' })).toBeVisible(),
    );

    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as {
      channel: string;
      recipient: string;
      body: string;
      createdAt: string;
    }[];
    const sms = outbox.find(
      (m) =>
        m.channel === 'sms' &&
        m.recipient.replace(/^\+81/, '0') === student.phoneNumber &&
        Date.parse(m.createdAt) >= started - 5_000,
    );
    expect(sms, 'an SMS to the registered phone').toBeTruthy();
    expect(sms!.body).toContain(`サインインID：${student.email}`);
    const password = /仮パスワード：(\S+)/.exec(sms!.body)?.[1];
    expect(password).toBeTruthy();

    await page.getByRole('link', { name: 'トップ画面へ' }).click();
    await expect(page).toHaveURL(/\/lock$/);
    await page.getByRole('button', { name: 'サインイン' }).click();
    await fillSignIn(page, student.email, password);
    await expect(page.getByRole('heading', { name: '新しいパスワードの設定' })).toBeVisible();
    await page.getByLabel('新しいパスワード', { exact: true }).fill('Sakura-pass-42');
    await page.getByLabel('新しいパスワード（確認）').fill('Sakura-pass-42');
    await page.getByRole('button', { name: '設定してサインイン' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(unreadTitle(page)).toBeVisible();
  });
});
