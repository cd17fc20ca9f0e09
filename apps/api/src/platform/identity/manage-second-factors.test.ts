import { describe, expect, it } from 'vitest';
import { setPassword } from '@tayori/idp';
import { buildStudent, buildUser } from '../../../test/factories';
import {
  alertOf,
  enrolTotp,
  formOf,
  idTokenClaims,
  passkeyOptionsOf,
  passwordStep,
  post,
  suiteIdp,
  recoveryCodesOf,
  totpCodeOf,
  totpSecretOf,
  type Page,
} from '../../../test/idp-factors';
import { TestBrowser } from '../../../test/idp-browser';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';
import { fixedClock } from '../clock';

const PASSWORD = 'Kagi-2026-minami';
const STEP = 30_000;
const MANAGE = { tayori_action: 'second-factors', prompt: 'login' };
// TOTP codes follow the IdP's clock; each test moves it on so no code repeats between tests.
const clock = fixedClock(new Date('2026-05-01T00:00:10Z'));
const w = suiteIdp(clock);

type Creation = Parameters<SoftwareAuthenticator['register']>[0];
const noticeOf = (html: string) =>
  /<div class="notice" role="status">(.*?)<\/div>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

/** Posts to `step` with the token of the page's `from` form: a step the page shows no button for. */
function forge(browser: TestBrowser, page: Page, from: string, step: string, fields = {}) {
  const form = formOf(page.text, from);
  return browser.follow(form.action.replace(new RegExp(`${from}$`), step), {
    form: { token: form.token, ...fields },
  });
}

/** Sets up an authenticator app from the management page: its secret and the page after it. */
async function addTotp(browser: TestBrowser, page: Page) {
  const setup = await post(browser, page, 'manage/totp');
  expect(setup.text).toContain('認証アプリの設定');
  const secret = totpSecretOf(setup.text);
  const wrong = await post(browser, setup, 'manage/totp/confirm', { code: '000000' });
  expect(wrong.status).toBe(400);
  const after = await post(browser, setup, 'manage/totp/confirm', {
    code: totpCodeOf(secret, clock.now()),
  });
  return { secret, after };
}

async function student() {
  const s = await buildStudent(w.db);
  await setPassword(w.db, s.id, PASSWORD, { temporary: false, now: clock.now() });
  return s;
}

describe('managing one’s own second factors', { timeout: 180_000 }, () => {
  it('a student turns them on from the portal, is asked at the next sign-in, and turns them off', async () => {
    const s = await student();
    const m = await passwordStep(w.origin, s.email, PASSWORD, MANAGE);
    expect(m.page.status).toBe(200);
    expect(m.page.text).toContain('2段階認証の管理');
    expect(m.page.text).toContain('未設定');
    const { secret, after } = await addTotp(m.browser, m.page);
    // The first factor comes with its recovery codes, then back to the page.
    expect(recoveryCodesOf(after.text)).toHaveLength(10);
    const back = await post(m.browser, after, 'manage');
    expect(back.text).toContain('設定済み');
    const done = await post(m.browser, back, 'manage/done');
    expect((await idTokenClaims(m.browser, done, m.verifier)).amr).toEqual(
      expect.arrayContaining(['pwd', 'otp', 'mfa']),
    );

    clock.advance(3 * STEP);
    const ordinary = await passwordStep(w.origin, s.email, PASSWORD);
    expect(ordinary.page.text).toContain('認証アプリに表示されている6桁');
    const signedIn = await post(ordinary.browser, ordinary.page, 'factor', {
      code: totpCodeOf(secret, clock.now()),
    });
    expect((await idTokenClaims(ordinary.browser, signedIn, ordinary.verifier)).sub).toBe(s.id);

    // Turning it off asks for the code first, then removes the app and its recovery codes.
    clock.advance(3 * STEP);
    const again = await passwordStep(w.origin, s.email, PASSWORD, MANAGE);
    expect(again.page.text).not.toContain('2段階認証の管理');
    const page = await post(again.browser, again.page, 'factor', {
      code: totpCodeOf(secret, clock.now()),
    });
    expect(page.text).toContain('2段階認証の管理');
    const off = await post(again.browser, page, 'manage/remove', { factor: 'totp' });
    expect(noticeOf(off.text)).toContain('2段階認証を使わない設定にしました');
    expect(off.text).not.toContain('リカバリーコード</h2>');
    clock.advance(3 * STEP);
    const plain = await passwordStep(w.origin, s.email, PASSWORD);
    expect(await idTokenClaims(plain.browser, plain.page, plain.verifier)).toMatchObject({
      amr: ['pwd'],
    });
  });

  it('staff add a passkey after their code, keep at least one factor, and renew recovery codes', async () => {
    const user = await buildUser(w.db, { userType: 'STAFF', roleType: 'SCHOOL_EDITOR' });
    await setPassword(w.db, user.id, PASSWORD, { temporary: false, now: clock.now() });
    const first = await passwordStep(w.origin, user.email, PASSWORD);
    const { secret, recovery } = await enrolTotp(first.browser, first.page, clock.now());
    clock.advance(3 * STEP);

    const m = await passwordStep(w.origin, user.email, PASSWORD, MANAGE);
    // The factor page's token opens none of the management steps.
    const forged = await post(m.browser, m.page, 'factor', { code: '000000' });
    expect(forged.status).toBe(401);
    const early = await forge(m.browser, m.page, 'factor', 'manage/totp');
    expect(early.status).toBe(400);
    expect(early.text).toContain('有効期限が切れました');

    const page = await post(m.browser, m.page, 'factor', { code: totpCodeOf(secret, clock.now()) });
    expect(page.text).toContain('このアカウントは2段階認証が必須です');
    const authenticator = new SoftwareAuthenticator(w.origin);
    const options = passkeyOptionsOf<Creation & { excludeCredentials: unknown[] }>(page.text);
    const withKey = await post(m.browser, page, 'manage/passkey', {
      response: JSON.stringify(authenticator.register(options)),
    });
    // A second factor adds no recovery codes: the ten of the enrolment still stand.
    expect(noticeOf(withKey.text)).toContain('パスキーを追加しました。');
    expect(withKey.text).toContain('未使用のコード: 10 個');

    const noApp = await post(m.browser, withKey, 'manage/remove', { factor: 'totp' });
    expect(noticeOf(noApp.text)).toContain('削除しました。');
    const keyId = /name="factor" value="passkey:([^"]+)"/.exec(noApp.text)?.[1];
    // The last factor of a staff account has no remove button, and its removal is refused.
    expect(keyId).toBeUndefined();
    const credentialId = passkeyOptionsOf<{ excludeCredentials: { id: string }[] }>(noApp.text)
      .excludeCredentials[0]!.id;
    const refused = await forge(m.browser, noApp, 'manage/done', 'manage/remove', {
      factor: `passkey:${credentialId}`,
    });
    expect(refused.status).toBe(400);
    expect(alertOf(refused.text)).toContain('最後の方法は削除できません');
    const unknown = await forge(m.browser, noApp, 'manage/done', 'manage/remove', {
      factor: 'passkey:nope',
    });
    expect(alertOf(unknown.text)).toContain('削除する方法が見つかりません');

    const renewed = await post(m.browser, noApp, 'manage/recovery-codes');
    const codes = recoveryCodesOf(renewed.text);
    expect(codes).toHaveLength(10);
    expect(codes).not.toContain(recovery[0]);
    const done = await post(m.browser, await post(m.browser, renewed, 'manage'), 'manage/done');
    expect((await idTokenClaims(m.browser, done, m.verifier)).sub).toBe(user.id);

    // The old recovery codes no longer sign in; a new one does.
    clock.advance(3 * STEP);
    const lost = await passwordStep(w.origin, user.email, PASSWORD);
    const old = await post(lost.browser, lost.page, 'factor-recovery', {
      recoveryCode: recovery[0]!,
    });
    expect(old.status).toBe(401);
    const ok = await post(lost.browser, old, 'factor-recovery', { recoveryCode: codes[0]! });
    expect((await idTokenClaims(lost.browser, ok, lost.verifier)).sub).toBe(user.id);
  });

  it('an ordinary sign-in, or another action, never shows the management page', async () => {
    const s = await student();
    for (const extra of [{}, { tayori_action: 'other' }] as Record<string, string>[]) {
      const step = await passwordStep(w.origin, s.email, PASSWORD, extra);
      expect(step.page.text).not.toContain('2段階認証の管理');
      expect((await idTokenClaims(step.browser, step.page, step.verifier)).amr).toEqual(['pwd']);
    }
  });
});
