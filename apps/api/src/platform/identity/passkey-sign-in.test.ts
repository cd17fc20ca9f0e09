import { describe, expect, it } from 'vitest';
import { setPassword } from '@tayori/idp';
import { buildUser } from '../../../test/factories';
import { TestBrowser, openSignIn } from '../../../test/idp-browser';
import {
  alertOf,
  idTokenClaims,
  passkeyOptionsOf,
  passwordStep,
  post,
  suiteIdp,
} from '../../../test/idp-factors';
import { SoftwareAuthenticator } from '../../../test/software-authenticator';
import { fixedClock } from '../clock';

const PASSWORD = 'Kagi-2026-higashi';
const clock = fixedClock(new Date());
const w = suiteIdp(clock);

type Creation = Parameters<SoftwareAuthenticator['register']>[0];
type Request = Parameters<SoftwareAuthenticator['authenticate']>[0];

/** A staff member who enrolled `authenticator` as a passkey at their first sign-in. */
async function staffWithPasskey(authenticator: SoftwareAuthenticator) {
  const user = await buildUser(w.db, { userType: 'STAFF', roleType: 'VISTA_EDITOR' });
  await setPassword(w.db, user.id, PASSWORD, { temporary: false, now: clock.now() });
  const s = await passwordStep(w.origin, user.email, PASSWORD);
  expect(s.page.text).toContain('2段階認証の設定');
  const options = passkeyOptionsOf<Creation & { authenticatorSelection: object }>(s.page.text);
  expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
  const codes = await post(s.browser, s.page, 'enrol-passkey', {
    response: JSON.stringify(authenticator.register(options)),
  });
  expect(codes.text).toContain('リカバリーコード');
  const done = await post(s.browser, codes, 'continue');
  expect((await idTokenClaims(s.browser, done, s.verifier)).amr).toEqual(
    expect.arrayContaining(['pwd', 'hwk', 'mfa']),
  );
  return user;
}

/** The sign-in page's passkey button pressed with `authenticator`. */
async function passkeyAlone(authenticator: SoftwareAuthenticator) {
  const browser = new TestBrowser(w.origin);
  const { page, verifier } = await openSignIn(browser, 'openid email profile admin');
  expect(page.text).toContain('パスキーを使う');
  const assertion = authenticator.authenticate(passkeyOptionsOf<Request>(page.text));
  const done = await post(browser, page, 'passkey', { response: JSON.stringify(assertion) });
  return { browser, done, verifier };
}

describe('passkeys in the bundled IdP', { timeout: 120_000 }, () => {
  it('registers at enrolment, then signs in alone (no password) and as the second factor', async () => {
    const authenticator = new SoftwareAuthenticator(w.origin);
    const user = await staffWithPasskey(authenticator);

    authenticator.counter = 1;
    const alone = await passkeyAlone(authenticator);
    expect(await idTokenClaims(alone.browser, alone.done, alone.verifier)).toMatchObject({
      sub: user.id,
      amr: ['hwk', 'user', 'mfa'],
    });

    authenticator.counter = 2;
    const s = await passwordStep(w.origin, user.email, PASSWORD);
    expect(s.page.text).toContain('パスキーで確認');
    const assertion = authenticator.authenticate(passkeyOptionsOf<Request>(s.page.text));
    const done = await post(s.browser, s.page, 'factor-passkey', {
      response: JSON.stringify(assertion),
    });
    expect((await idTokenClaims(s.browser, done, s.verifier)).amr).toEqual(
      expect.arrayContaining(['pwd', 'hwk']),
    );
  });

  it('a cloned passkey (its counter not ahead of the last one seen) is refused', async () => {
    const authenticator = new SoftwareAuthenticator(w.origin);
    await staffWithPasskey(authenticator);
    authenticator.counter = 7;
    const first = await passkeyAlone(authenticator);
    expect(first.done.location).toContain('/cushion');
    // The clone answers with the counter it copied: 7 again, then an older 5.
    for (const counter of [7, 5]) {
      authenticator.counter = counter;
      const clone = await passkeyAlone(authenticator);
      expect(clone.done.status).toBe(401);
      expect(alertOf(clone.done.text)).toContain('パスキーで確認できませんでした。');
    }
    authenticator.counter = 8;
    expect((await passkeyAlone(authenticator)).done.location).toContain('/cushion');
  });

  it('an unknown passkey, or an assertion for another page’s challenge, signs nobody in', async () => {
    const stranger = new SoftwareAuthenticator(w.origin);
    stranger.register({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'bm9ib2R5' } });
    expect((await passkeyAlone(stranger)).done.status).toBe(401);

    const authenticator = new SoftwareAuthenticator(w.origin);
    await staffWithPasskey(authenticator);
    authenticator.counter = 3;
    const browser = new TestBrowser(w.origin);
    const { page } = await openSignIn(browser, 'openid');
    const stale = authenticator.authenticate({ challenge: 'b3RoZXI', rpId: 'localhost' });
    const done = await post(browser, page, 'passkey', { response: JSON.stringify(stale) });
    expect(done.status).toBe(401);
  });
});
