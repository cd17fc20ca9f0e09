import { describe, expect, it } from 'vitest';
import { brandColors, fontStack } from '@tayori/contract';
import { issueTemporaryPassword } from '@tayori/idp';
import { buildUser } from '../../../test/factories';
import {
  TestBrowser,
  formAction,
  hiddenField,
  openSignIn,
  suiteIdp,
} from '../../../test/idp-browser';

/** The IdP's own pages: the portal's look, Japanese everywhere, and the change-password form. */
const idp = suiteIdp();
const user = (password = 'Before2026') => idp.userWithPassword('TUTOR', password);

/** A browser signed in at the IdP (its session cookie set), as after signing in to the portal. */
async function signedIn(u: { email: string }, password = 'Before2026') {
  const browser = new TestBrowser(idp.origin);
  const { page } = await openSignIn(browser);
  const done = await browser.follow(formAction(page.text), {
    form: { loginId: u.email, password },
  });
  expect(done.location).toMatch(new RegExp(`^${idp.origin}/cushion\\?code=`));
  return browser;
}

// Signing in and changing passwords cost scrypt of today (~0.4 s each; seconds on a busy machine).
describe('IdP pages', { timeout: 180_000 }, () => {
  it('answers an unknown path with a Japanese page; the protocol endpoints keep their JSON errors', async () => {
    const browser = new TestBrowser(idp.origin);
    for (const path of [
      '/idp',
      '/idp/',
      '/idp/nope',
      '/idp/interaction/abc/login',
      '/idp/.well-known/nope',
    ]) {
      const res = await browser.request(path);
      expect(res.status, path).toBe(404);
      expect(res.res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.text).toContain('lang="ja"');
      expect(res.text).toContain('ページが見つかりません');
      expect(res.text).toContain(`href="${idp.origin}/home"`);
    }
    const token = await browser.request('/idp/token', { form: { grant_type: 'nope' } });
    expect(token.status).toBe(400);
    expect(token.res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(token.text)).toHaveProperty('error');
    const userinfo = await browser.request('/idp/me');
    expect(userinfo.status).toBe(401);
    expect(JSON.parse(userinfo.text)).toHaveProperty('error', 'invalid_token');
  });

  it("wears the portal's look: its favicon, header, fonts and colours", async () => {
    const browser = new TestBrowser(idp.origin);
    const { page } = await openSignIn(browser);
    expect(page.text).toContain(
      `<link rel="icon" href="${idp.origin}/favicon.svg" type="image/svg+xml">`,
    );
    expect(page.text).toMatch(/<header class="appbar"><span class="logo">Tayori<\/span><\/header>/);
    const css = await browser.request('/idp/assets/style.css');
    expect(css.text).toContain(`font-family:${fontStack}`);
    expect(css.text).toContain(`background:${brandColors.primary}`);
    // Outside the sign-in, the logo leads home as the portal's header does.
    const change = await browser.request('/idp/password');
    expect(change.text).toContain(`<a class="logo" href="${idp.origin}/home"`);
  });

  it('the change-password form of a signed-in user takes the sign-in ID from the session', async () => {
    const u = await user();
    const other = await user('Other2026x');
    const browser = await signedIn(u);
    const form = await browser.request('/idp/password');
    expect(form.text).toMatch(
      new RegExp(
        `<input id="loginId" name="loginId" type="email" autocomplete="username" readonly value="${u.email}">`,
      ),
    );
    const csrf = hiddenField(form.text, 'csrf');
    const fields = { csrf, newPassword: 'After2026x', newPasswordConfirm: 'After2026x' };
    // Another account named in the form changes nothing: the session's account is the one.
    const otherId = await browser.request('/idp/password', {
      form: { ...fields, loginId: other.email, currentPassword: 'Other2026x' },
    });
    expect(otherId.status).toBe(401);
    expect(otherId.text).toContain('サインインIDまたはパスワードが正しくありません。');
    expect(otherId.text).toContain(`readonly value="${u.email}"`);
    // The current password is still required.
    const missing = await browser.request('/idp/password', { form: fields });
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('現在のパスワードを入力してください。');
    const ok = await browser.request('/idp/password', {
      form: { ...fields, currentPassword: 'Before2026' },
    });
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('パスワードを変更しました。');
    // Without a session the form asks for the sign-in ID, as before.
    const anonymous = await new TestBrowser(idp.origin).request('/idp/password');
    expect(anonymous.text).toMatch(
      /name="loginId" type="email" autocomplete="username" required value="" autofocus/,
    );
  });

  it('refuses common passwords and ones holding the sign-in ID or the service name, in Japanese', async () => {
    const u = await user();
    const browser = new TestBrowser(idp.origin);
    const csrf = hiddenField((await browser.request('/idp/password')).text, 'csrf');
    const change = (newPassword: string) =>
      browser.request('/idp/password', {
        form: {
          csrf,
          loginId: u.email,
          currentPassword: 'Before2026',
          newPassword,
          newPasswordConfirm: newPassword,
        },
      });
    const common = await change('Password1');
    expect(common.status).toBe(400);
    expect(common.text).toContain(
      'このパスワードはよく使われていて推測されやすいため使用できません。',
    );
    const name = u.email.split('@')[0]!;
    expect((await change(`${name}99`)).text).toContain(
      'サインインIDやサービス名（Tayori）を含むパスワードは使用できません。',
    );
    expect((await change('MyTayori2026')).text).toContain(
      'サインインIDやサービス名（Tayori）を含むパスワードは使用できません。',
    );

    // The first sign-in's new password too.
    const newcomer = await buildUser(idp.db, { userType: 'STUDENT' });
    const temp = await issueTemporaryPassword(idp.db, newcomer.id, idp.clock.now());
    const signIn = new TestBrowser(idp.origin);
    const { page } = await openSignIn(signIn);
    const set = await signIn.request(formAction(page.text), {
      form: { loginId: newcomer.email, password: temp },
    });
    const token = hiddenField(set.text, 'token');
    const weak = await signIn.request(formAction(set.text), {
      form: { token, newPassword: 'qwerty123', newPasswordConfirm: 'qwerty123' },
    });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain(
      'このパスワードはよく使われていて推測されやすいため使用できません。',
    );
  });
});
