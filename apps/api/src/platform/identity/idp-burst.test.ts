import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { passwordHashStats, PRODUCTION_HASH_COST, setPasswordHashCostForTests } from '@tayori/idp';
import { credentials, signInCounters } from '@tayori/idp/schema';
import {
  TestBrowser,
  formAction,
  hiddenField,
  oldHash,
  openSignIn,
  suiteIdp,
} from '../../../test/idp-browser';

/**
 * The sign-in form and the change-password form under parallel bursts, over HTTP as an attacker
 * sends them: the lockout must hold, and a sign-in ID with an account must answer like one without.
 */
const idp = suiteIdp();

const INVALID = 'サインインIDまたはパスワードが正しくありません。';
const LOCKED = '一定回数以上失敗したため、アカウントを一時的にロックしました。';

const user = (password = 'Correct2026') => idp.userWithPassword('STUDENT', password);
const nobody = () => `nobody-${randomBytes(6).toString('hex')}@example.jp`;

/** A sign-in form of a fresh authorization request: where to post, with the browser's cookies. */
async function signInForm() {
  const browser = new TestBrowser(idp.origin);
  const action = formAction((await openSignIn(browser)).page.text);
  return (loginId: string, password: string) =>
    browser.request(action, { form: { loginId, password } });
}

async function changeForm() {
  const browser = new TestBrowser(idp.origin);
  const csrf = hiddenField((await browser.request('/idp/password')).text, 'csrf');
  return (loginId: string, currentPassword: string) =>
    browser.request('/idp/password', {
      form: {
        csrf,
        loginId,
        currentPassword,
        newPassword: 'Kumo-2048x',
        newPasswordConfirm: 'Kumo-2048x',
      },
    });
}

type Answer = Awaited<ReturnType<TestBrowser['request']>>;
type Send = (loginId: string, password: string) => Promise<Answer>;

/** Answers by kind (`401 invalid`, `429 locked`…) and the number of passwords checked (scrypt runs). */
async function burst(send: Send, loginId: string, size: number) {
  const before = passwordHashStats().runs;
  const answers = await Promise.all(
    Array.from({ length: size }, (_, i) => send(loginId, `Wrong-${i}-2026`)),
  );
  const tally: Record<string, number> = {};
  for (const a of answers) {
    const kind = a.text.includes(INVALID)
      ? 'invalid'
      : a.text.includes(LOCKED)
        ? 'locked'
        : 'other';
    const key = `${a.status} ${kind}`;
    tally[key] = (tally[key] ?? 0) + 1;
    if (a.status === 429) expect(Number(a.res.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  return { tally, checked: passwordHashStats().runs - before };
}

// Every check costs one scrypt of today (~0.4 s, 128 MiB; seconds on a busy machine).
describe('parallel bursts at the IdP forms', { timeout: 300_000 }, () => {
  for (const [form, open] of [
    ['sign-in form', signInForm],
    ['change-password form', changeForm],
  ] as const) {
    for (const size of [30, 100]) {
      it(`${form}: ${size} wrong passwords at once for an account and for an unknown ID answer alike and check 5`, async () => {
        const real = await user();
        const expected = { '401 invalid': 4, '429 locked': size - 4 };
        const forReal = await burst(await open(), real.email, size);
        const forNobody = await burst(await open(), nobody(), size);
        expect(forReal.tally).toEqual(expected);
        expect(forNobody.tally).toEqual(expected);
        expect(forReal.checked).toBe(5);
        expect(forNobody.checked).toBe(5);
        // Once locked, the right password is refused too.
        const right = await (await open())(real.email, 'Correct2026');
        expect(right.status).toBe(429);
        expect(right.text).toContain(LOCKED);
      });
    }
  }

  it('the right password inside a burst of wrong ones does not sign in once 5 guesses are counted', async () => {
    const real = await user();
    const send = await signInForm();
    const wrong = burst(send, real.email, 30);
    // The guesses are counted before their passwords are checked (~0.4 s each, 2 at a time).
    for (let i = 0; i < 2000; i++) {
      const [row] = await idp.db
        .select()
        .from(signInCounters)
        .where(eq(signInCounters.key, `account:${real.id}`));
      if (row && row.count >= 5) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const right = await send(real.email, 'Correct2026');
    expect(right.status).toBe(429);
    expect(right.location).toBeNull();
    expect((await wrong).tally).toEqual({ '401 invalid': 4, '429 locked': 26 });
  });

  it('a wrong password takes as long for an account (new or old hash) as for an unknown ID', async () => {
    // Today's cost against the older N=2^14 hashes: the production one, not the test set-up's.
    setPasswordHashCostForTests(PRODUCTION_HASH_COST);
    const fresh = await Promise.all([user(), user(), user()]);
    const old = await Promise.all([user(), user(), user()]);
    for (const u of old) {
      await idp.db
        .update(credentials)
        .set({ passwordHash: await oldHash('Correct2026') })
        .where(eq(credentials.userId, u.id));
    }
    const send = await signInForm();
    const timed = async (loginId: string) => {
      const started = performance.now();
      const answer = await send(loginId, 'Wrong-2026');
      expect(answer.status).toBe(401);
      return performance.now() - started;
    };
    const times: Record<'fresh' | 'old' | 'nobody', number[]> = { fresh: [], old: [], nobody: [] };
    for (let i = 0; i < 3; i++) {
      times.fresh.push(await timed(fresh[i]!.email));
      times.old.push(await timed(old[i]!.email));
      times.nobody.push(await timed(nobody()));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    const medians = Object.values(times).map(median);
    // Before: an older hash answered in 1/8 of the time, a locked account in 19 ms instead of 300.
    expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(2);
  });
});
