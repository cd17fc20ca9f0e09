import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { suiteDatabase } from '../../api/test/test-database';
import type { Database } from '../../api/src/db/client';
import { LOCK_MS, authenticate, setPassword, type AuthResult } from './credentials';
import { passwordHashStats } from './password-hash';
import { signInCounters } from './schema';
import { SIGN_IN_LIMITS, addressKey, signInIdKey } from './sign-in-limits';

let database: Database;
suiteDatabase((opened) => (database = opened));

const now = new Date('2026-06-15T03:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
/** Each burst from its own address, so the address limit (300) is not what stops it. */
let n = 0;
const nextAddress = () => `198.51.100.${++n}`;

async function account(password = 'Correct2026') {
  const id = randomUUID();
  await setPassword(database.db, id, password, { temporary: false, now });
  return { userId: id, loginId: `${id}@school.example`, address: nextAddress() };
}
const nobody = () => ({
  userId: null,
  loginId: `${randomUUID()}@school.example`,
  address: nextAddress(),
});

/** Answers by kind, e.g. { invalid: 4, locked: 26 }. */
function tally(results: AuthResult[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of results) {
    const kind = r.ok ? 'ok' : r.reason;
    out[kind] = (out[kind] ?? 0) + 1;
  }
  return out;
}

/** `size` wrong passwords at once; the answers and the passwords checked (scrypt runs). */
async function burst(
  attempt: { userId: string | null; loginId: string; address: string },
  size: number,
) {
  const before = passwordHashStats().runs;
  const results = await Promise.all(
    Array.from({ length: size }, (_, i) =>
      authenticate(database.db, attempt, `Wrong-${i}-2026`, now),
    ),
  );
  return { answers: tally(results), checked: passwordHashStats().runs - before, results };
}

const MAX = SIGN_IN_LIMITS.id.max;

// Every check costs one scrypt of today (~0.4 s, 128 MiB; seconds on a busy machine).
describe('parallel bursts at one sign-in ID', { timeout: 240_000 }, () => {
  for (const size of [30, 100]) {
    it(`${size} wrong passwords at once: ${MAX} checked, the rest locked; an ID without an account answers alike`, async () => {
      const real = await burst(await account(), size);
      const unknown = await burst(nobody(), size);
      const expected = { invalid: MAX - 1, locked: size - MAX + 1 };
      expect(real.answers).toEqual(expected);
      expect(unknown.answers).toEqual(expected);
      // Old hashes are padded to today's cost, so this is the same work for both, too.
      expect(real.checked).toBe(MAX);
      expect(unknown.checked).toBe(MAX);
      for (const r of [...real.results, ...unknown.results]) {
        if (!r.ok && r.reason === 'locked') {
          expect(r.retryAfterSeconds).toBeGreaterThan(0);
          expect(r.retryAfterSeconds).toBeLessThanOrEqual(LOCK_MS / 1000);
        }
      }
    });
  }

  it('the right password sent inside a burst, after the guesses are counted, is refused', async () => {
    const attempt = await account('Correct2026');
    const key = signInIdKey(attempt);
    const wrong = Promise.all(
      Array.from({ length: 30 }, (_, i) => authenticate(database.db, attempt, `Wrong-${i}`, now)),
    );
    // Wait until the guesses hold every slot (their passwords are still being checked).
    for (let i = 0; i < 2000; i++) {
      const [row] = await database.db
        .select()
        .from(signInCounters)
        .where(eq(signInCounters.key, key));
      if (row && row.count >= MAX) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const right = await authenticate(database.db, attempt, 'Correct2026', now);
    expect(right).toMatchObject({ ok: false, reason: 'locked' });
    expect(tally(await wrong)).toEqual({ invalid: MAX - 1, locked: 30 - MAX + 1 });
    // Still locked after the burst; open again when the lock ends.
    expect(
      await authenticate(database.db, attempt, 'Correct2026', at(LOCK_MS - 1000)),
    ).toMatchObject({ ok: false, reason: 'locked' });
    expect(
      await authenticate(database.db, attempt, 'Correct2026', at(LOCK_MS + 1000)),
    ).toMatchObject({ ok: true });
  });

  it('100 at once with the right password among them: no more than 5 guesses are checked', async () => {
    const attempt = await account('Correct2026');
    const before = passwordHashStats().runs;
    const passwords = Array.from({ length: 100 }, (_, i) =>
      i === 50 ? 'Correct2026' : `Wrong-${i}`,
    );
    const results = await Promise.all(
      passwords.map((p) => authenticate(database.db, attempt, p, now)),
    );
    const checked = passwordHashStats().runs - before;
    const signedIn = results.filter((r) => r.ok).length;
    // A success clears the count (the account holder is back), which lets 5 more through.
    expect(checked).toBeLessThanOrEqual(MAX * (1 + signedIn));
    if (signedIn === 0) expect(checked).toBe(MAX);
  });
});

describe('the per-address limit', { timeout: 240_000 }, () => {
  const limits = { ...SIGN_IN_LIMITS, address: { ...SIGN_IN_LIMITS.address, max: 3 } };

  it('counts failures from one address over many IDs; successes and locked attempts give theirs back', async () => {
    const address = nextAddress();
    const user = await account('Correct2026');
    const signIn = (loginId: string, userId: string | null, password: string) =>
      authenticate(database.db, { userId, loginId, address }, password, now, limits);

    expect(await signIn(user.loginId, user.userId, 'Correct2026')).toMatchObject({ ok: true });
    for (let i = 0; i < 3; i++)
      expect(await signIn(`guess-${i}@school.example`, null, 'Wrong2026')).toEqual({
        ok: false,
        reason: 'invalid',
      });
    const refused = await signIn(user.loginId, user.userId, 'Correct2026');
    expect(refused).toMatchObject({ ok: false, reason: 'throttled' });
    expect(
      refused.ok === false && 'retryAfterSeconds' in refused && refused.retryAfterSeconds,
    ).toBeGreaterThan(0);
    // Another address is not affected, and the window ends.
    expect(
      (
        await authenticate(
          database.db,
          { ...user, address: nextAddress() },
          'Correct2026',
          now,
          limits,
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await authenticate(
          database.db,
          { ...user, address },
          'Correct2026',
          at(SIGN_IN_LIMITS.address.resetMs + 1),
          limits,
        )
      ).ok,
    ).toBe(true);
  });

  it('attempts refused by an ID lock do not use up the address', async () => {
    const address = nextAddress();
    const locked = { userId: null, loginId: `locked-${randomUUID()}`, address };
    for (let i = 0; i < MAX; i++) await authenticate(database.db, locked, 'Wrong2026', now);
    const [row] = await database.db
      .select()
      .from(signInCounters)
      .where(eq(signInCounters.key, addressKey(address)));
    const before = row!.count;
    const refused = await Promise.all(
      Array.from({ length: 20 }, () => authenticate(database.db, locked, 'Wrong2026', now)),
    );
    expect(tally(refused)).toEqual({ locked: 20 });
    const [after] = await database.db
      .select()
      .from(signInCounters)
      .where(eq(signInCounters.key, addressKey(address)));
    expect(after!.count).toBe(before);
  });

  it('keys IPv4 by address and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('address:203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('address:2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::ffff')).toBe(addressKey('2001:0db8:0001:0002:1::1'));
    expect(addressKey('2001:db8::1')).toBe('address:2001:db8:0:0::/64');
  });
});
