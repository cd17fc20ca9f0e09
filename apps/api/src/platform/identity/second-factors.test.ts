import { describe, expect, it } from 'vitest';
import { issueTemporaryPassword, setPassword } from '@tayori/idp';
import type { RoleType } from '@tayori/contract';
import { buildStudent, buildUser } from '../../../test/factories';
import {
  alertOf,
  enrolTotp,
  idTokenClaims,
  passwordStep,
  post,
  totpCodeOf,
  suiteIdp,
} from '../../../test/idp-factors';
import { fixedClock } from '../clock';

const PASSWORD = 'Kagi-2026-nishi';
const STEP = 30_000;
// TOTP codes follow the IdP's clock; each test moves it on so no code repeats between tests.
const clock = fixedClock(new Date('2026-04-01T00:00:10Z'));
const w = suiteIdp(clock);

async function staff(roleType: RoleType = 'SCHOOL_EDITOR') {
  const user = await buildUser(w.db, { userType: 'STAFF', roleType });
  await setPassword(w.db, user.id, PASSWORD, { temporary: false, now: clock.now() });
  return user;
}

/** A staff member with an authenticator app enrolled; the clock a few steps on. */
async function enrolled(roleType?: RoleType) {
  const user = await staff(roleType);
  const first = await passwordStep(w.origin, user.email, PASSWORD);
  const { secret, recovery } = await enrolTotp(first.browser, first.page, clock.now());
  clock.advance(5 * STEP);
  return { user, secret, recovery };
}

// Each password costs a scrypt of N=2^17 (~0.4 s; seconds on a busy machine).
describe('second factors in the bundled IdP', { timeout: 180_000 }, () => {
  it.each<RoleType>([
    'SYSTEM_ADMINISTRATOR',
    'VISTA_EDITOR',
    'VISTA_VIEWER',
    'SCHOOL_EDITOR',
    'SCHOOL_VIEWER',
  ])('%s must enrol at the next sign-in, then signs in with password and code', async (role) => {
    const user = await staff(role);
    const first = await passwordStep(w.origin, user.email, PASSWORD);
    expect(first.page.status).toBe(200);
    expect(first.page.text).toContain('2段階認証の設定');
    const { secret, done } = await enrolTotp(first.browser, first.page, clock.now());
    expect(await idTokenClaims(first.browser, done, first.verifier)).toMatchObject({
      sub: user.id,
      amr: expect.arrayContaining(['pwd', 'otp', 'mfa']),
    });
    clock.advance(2 * STEP);
    const again = await passwordStep(w.origin, user.email, PASSWORD);
    expect(again.page.text).toContain('2段階認証');
    const ok = await post(again.browser, again.page, 'factor', {
      code: totpCodeOf(secret, clock.now()),
    });
    expect((await idTokenClaims(again.browser, ok, again.verifier)).amr).toContain('otp');
  });

  it('a student is not asked for a second factor', async () => {
    const student = await buildStudent(w.db);
    await setPassword(w.db, student.id, PASSWORD, { temporary: false, now: clock.now() });
    const { browser, page, verifier } = await passwordStep(w.origin, student.email, PASSWORD);
    expect(await idTokenClaims(browser, page, verifier)).toMatchObject({ amr: ['pwd'] });
  });

  it('accepts a code one step off either way, refuses two steps off and a code used before', async () => {
    const { user, secret } = await enrolled();
    const at = (steps: number) =>
      totpCodeOf(secret, new Date(clock.now().getTime() + steps * STEP));
    const s = await passwordStep(w.origin, user.email, PASSWORD);
    for (const steps of [-2, 2]) {
      const refused = await post(s.browser, s.page, 'factor', { code: at(steps) });
      expect(refused.status).toBe(401);
      expect(alertOf(refused.text)).toContain('確認コードが正しくありません');
    }
    const early = await post(s.browser, s.page, 'factor', { code: at(-1) });
    await idTokenClaims(s.browser, early, s.verifier);

    // The same code again (another sign-in within its step): refused.
    const replay = await passwordStep(w.origin, user.email, PASSWORD);
    const replayed = await post(replay.browser, replay.page, 'factor', { code: at(-1) });
    expect(replayed.status).toBe(401);
    // Nor an older one; the next step's (clock skew ahead) passes.
    expect((await post(replay.browser, replay.page, 'factor', { code: at(-2) })).status).toBe(401);
    const late = await post(replay.browser, replay.page, 'factor', { code: at(1) });
    await idTokenClaims(replay.browser, late, replay.verifier);
  });

  it('wrong codes count toward the lockout: the fifth locks, the right code then too is refused', async () => {
    const { user, secret } = await enrolled();
    const s = await passwordStep(w.origin, user.email, PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await post(s.browser, s.page, 'factor', { code: '123456' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await post(s.browser, s.page, 'factor', {
      code: totpCodeOf(secret, clock.now()),
    });
    expect(right.status).toBe(429);
    expect(alertOf(right.text)).toContain('アカウントを一時的にロックしました');
    // The password, too, waits for the lock to end.
    const password = await passwordStep(w.origin, user.email, PASSWORD);
    expect(password.page.status).toBe(429);
  });

  it('a lost phone: a recovery code signs in once, never twice', async () => {
    const { user, recovery } = await enrolled();
    expect(recovery).toHaveLength(10);
    const s = await passwordStep(w.origin, user.email, PASSWORD);
    const used = await post(s.browser, s.page, 'factor-recovery', {
      recoveryCode: recovery[3]!.toUpperCase(),
    });
    await idTokenClaims(s.browser, used, s.verifier);
    const again = await passwordStep(w.origin, user.email, PASSWORD);
    const refused = await post(again.browser, again.page, 'factor-recovery', {
      recoveryCode: recovery[3]!,
    });
    expect(refused.status).toBe(401);
    expect(alertOf(refused.text)).toContain(
      'リカバリーコードが正しくないか、すでに使われています。',
    );
  });

  it('a temporary password never skips the factor: the code first, then the new password', async () => {
    const { user, secret } = await enrolled();
    const temp = await issueTemporaryPassword(w.db, user.id, clock.now());
    const s = await passwordStep(w.origin, user.email, temp);
    expect(s.page.text).toContain('2段階認証');
    expect(s.page.text).not.toContain('name="newPassword"');
    const change = await post(s.browser, s.page, 'factor', {
      code: totpCodeOf(secret, clock.now()),
    });
    expect(change.text).toContain('新しいパスワードの設定');
    const done = await post(s.browser, change, 'new-password', {
      newPassword: 'Atarashii-2026',
      newPasswordConfirm: 'Atarashii-2026',
    });
    expect((await idTokenClaims(s.browser, done, s.verifier)).amr).toContain('otp');
  });

  it('a temporary password of someone not yet enrolled: the new password, then enrolment', async () => {
    const user = await staff();
    const temp = await issueTemporaryPassword(w.db, user.id, clock.now());
    const s = await passwordStep(w.origin, user.email, temp);
    expect(s.page.text).toContain('新しいパスワードの設定');
    const enrol = await post(s.browser, s.page, 'new-password', {
      newPassword: 'Atarashii-2026',
      newPasswordConfirm: 'Atarashii-2026',
    });
    expect(enrol.text).toContain('2段階認証の設定');
    expect(enrol.location).toBeNull();
  });

  it('a password alone cannot enrol another factor for an account that has one', async () => {
    const { user } = await enrolled();
    const s = await passwordStep(w.origin, user.email, PASSWORD);
    const form = /name="token" value="([^"]*)"/.exec(s.page.text)![1]!.replace(/&amp;/g, '&');
    const action = /action="([^"]+)\/factor"/.exec(s.page.text)![1]!;
    const refused = await s.browser.request(`${action}/enrol-totp`, { form: { token: form } });
    expect(refused.status).toBe(400);
    expect(refused.text).not.toContain('totp-secret');
  });
});
