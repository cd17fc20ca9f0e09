import { demo, expect, fillSignIn, makeStudent, signInAs, test } from './fixtures';
import { checkScreen } from './axe';

test.describe('sign-in and the navigation guard', () => {
  test('a student signs in from /lock and lands on /home', async ({ page }) => {
    await signInAs(page, demo.student);
    await expect(page.getByText('さん、こんにちは。')).toBeVisible();
  });

  test('a staff member signs in and lands on /home', async ({ page }) => {
    await signInAs(page, demo.schoolEditor);
    await expect(page.getByRole('button', { name: 'アカウントメニュー' })).toBeVisible();
  });

  test('an unauthenticated deep link goes to /lock with the path kept, and sign-in lands on it', async ({
    page,
  }) => {
    await page.goto('/home?tab=1');
    await expect(page).toHaveURL(/\/lock\?redirect=%2Fhome%3Ftab%3D1$/);
    await page.getByRole('button', { name: 'サインイン' }).click();
    await fillSignIn(page, demo.student);
    await expect(page).toHaveURL(/\/home\?tab=1$/);
  });

  test('an unauthenticated visit to / goes to /lock', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/lock$/);
  });

  test.describe(() => {
    test.use({ role: 'other' });
    test('a signed-in visit to /lock or / goes to /home', async ({ page }) => {
      await page.goto('/lock');
      await expect(page).toHaveURL(/\/home$/);
      await page.goto('/');
      await expect(page).toHaveURL(/\/home$/);
    });
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByText('ページが削除されたか、URLが変更された可能性があります。'),
    ).toBeVisible();
  });

  test('sign-out ends at /lock and the portal is closed again', async ({ page }) => {
    await signInAs(page, demo.tutor);
    await page.getByRole('button', { name: 'アカウントメニュー' }).click();
    await page.getByRole('menuitem', { name: 'サインアウト' }).click();
    await expect(page).toHaveURL(/\/lock/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/lock\?redirect=%2Fhome$/);
  });

  test('a wrong password gets one message that does not say which part was wrong', async ({
    page,
  }) => {
    await page.goto('/lock');
    await page.getByRole('button', { name: 'サインイン' }).click();
    await fillSignIn(page, demo.vistaViewer, 'wrong-password-1');
    await expect(page.getByText('サインインIDまたはパスワードが正しくありません。')).toBeVisible();
    await fillSignIn(page, 'nobody@demo.tayori.example', 'wrong-password-1');
    await expect(page.getByText('サインインIDまたはパスワードが正しくありません。')).toBeVisible();
  });

  test('a temporary password must be replaced, then the user lands on /home', async ({
    page,
    request,
  }, testInfo) => {
    // A newcomer of its own: replacing the password uses the temporary one up.
    const newcomer = await makeStudent(request, { temporaryPassword: true });
    await page.goto('/lock');
    await page.getByRole('button', { name: 'サインイン' }).click();
    await fillSignIn(page, newcomer.email, newcomer.password);
    const heading = page.getByRole('heading', { name: '新しいパスワードの設定' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('パスワードの条件')).toBeVisible();
    // The accessibility check of this page (e2e/a11y.spec.ts): only this sign-in ever sees it.
    const newPassword = { name: 'IdP new password', open: async () => {}, ready: () => heading };
    await checkScreen(page, newPassword, testInfo);
    await page.getByLabel('新しいパスワード', { exact: true }).fill('Sakura-pass-42');
    await page.getByLabel('新しいパスワード（確認）').fill('Sakura-pass-42');
    await page.getByRole('button', { name: '設定してサインイン' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test.describe(() => {
    test.use({ role: 'vistaEditor' });
    test('the change-password link opens the IdP page in a new tab', async ({ page, context }) => {
      await page.goto('/home');
      await page.getByRole('button', { name: 'アカウントメニュー' }).click();
      const [tab] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('menuitem', { name: /パスワード変更/ }).click(),
      ]);
      await expect(tab).toHaveURL(/\/idp\/password/);
      await expect(tab.getByRole('heading', { name: 'パスワード変更' })).toBeVisible();
    });
  });

  test('/cushion without a sign-in says so and moves to /lock after 3 s', async ({ page }) => {
    await page.goto('/cushion');
    await expect(page.getByText('認証に失敗しました。再度サインインしてください。')).toBeVisible();
    await expect(page).toHaveURL(/\/lock$/, { timeout: 6_000 });
  });

  test.describe(() => {
    test.use({ role: 'vistaViewer' });
    test('a failed sign-out says so and keeps the user where they were', async ({ page }) => {
      await page.goto('/home');
      // A fresh page has not loaded the IdP's metadata yet; refuse it so the sign-out cannot start.
      await page.route('**/idp/.well-known/openid-configuration', (route) => route.abort());
      await page.reload();
      await expect(page.getByRole('button', { name: 'アカウントメニュー' })).toBeVisible();
      await page.getByRole('button', { name: 'アカウントメニュー' }).click();
      await page.getByRole('menuitem', { name: 'サインアウト' }).click();
      await expect(page.getByText('サインアウトに失敗しました。')).toBeVisible();
      await expect(page).toHaveURL(/\/home$/);
    });
  });
});
