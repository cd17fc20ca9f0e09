import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { oldHash } from '../../api/test/idp-browser';
import { openTestDatabase } from '../../api/test/test-database';
import type { Database } from '../../api/src/db/client';
import { authenticate, setPassword } from './credentials';
import {
  dummyHash,
  HASH_CONCURRENCY,
  HASH_PARAMS,
  hashPassword,
  needsRehash,
  passwordHashStats,
  PRODUCTION_HASH_COST,
  setPasswordHashCostForTests,
  TEMPORARY_HASH_PARAMS,
  verifyPassword,
} from './password-hash';
import { credentials } from './schema';

let database: Database;
beforeAll(async () => {
  // These tests are about the cost itself: the production one, not the test set-up's lower one.
  setPasswordHashCostForTests(PRODUCTION_HASH_COST);
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const now = new Date('2026-06-15T03:00:00Z');
const WORK = HASH_PARAMS.N * HASH_PARAMS.r * HASH_PARAMS.p;

/** scrypt work (Σ N·r·p) spent by `fn`. */
async function workOf(fn: () => Promise<unknown>): Promise<number> {
  const before = passwordHashStats().work;
  await fn();
  return passwordHashStats().work - before;
}

describe('password hashes of today', { timeout: 180_000 }, () => {
  it('are scrypt at N=2^17, r=8, p=1 (OWASP minimum) and older ones still verify', async () => {
    expect(HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('Sakura2026');
    expect(stored.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(needsRehash(stored)).toBe(false);
    const old = await oldHash('Sakura2026');
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('Sakura2026', old)).toBe(true);
    expect(await verifyPassword('Sakura2027', old)).toBe(false);
  });

  it('refuses stored parameters dearer than today (a bad row cannot exhaust memory)', async () => {
    const dear = `scrypt$262144$8$1$${randomBytes(16).toString('base64url')}$AAAA`;
    expect(await verifyPassword('x', dear)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$131072$64$1$AA$AA')).toBe(false);
  });

  it('re-hashes an older hash at the next successful sign-in, keeping sessions and dates', async () => {
    const id = randomUUID();
    await setPassword(database.db, id, 'Placeholder1', { temporary: false, now });
    const old = await oldHash('Sakura2026');
    await database.db
      .update(credentials)
      .set({ passwordHash: old })
      .where(eq(credentials.userId, id));
    const attempt = { userId: id, loginId: `${id}@school.example`, address: '192.0.2.20' };

    expect((await authenticate(database.db, attempt, 'Wrong2026x', now)).ok).toBe(false);
    const [still] = await database.db.select().from(credentials).where(eq(credentials.userId, id));
    expect(still!.passwordHash).toBe(old);

    expect(await authenticate(database.db, attempt, 'Sakura2026', now)).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(credentials).where(eq(credentials.userId, id));
    expect(row!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row!.passwordChangedAt.getTime()).toBe(now.getTime());
    expect(await authenticate(database.db, attempt, 'Sakura2026', now)).toMatchObject({ ok: true });
  });

  it('a wrong password costs the same scrypt work for any account and for an ID without one', async () => {
    const current = await hashPassword('Sakura2026');
    const old = await oldHash('Sakura2026');
    const costs = {
      current: await workOf(() => verifyPassword('Wrong2026x', current)),
      old: await workOf(() => verifyPassword('Wrong2026x', old)),
      none: await workOf(() => verifyPassword('Wrong2026x', dummyHash())),
      broken: await workOf(() => verifyPassword('Wrong2026x', 'scrypt$x')),
    };
    expect(costs).toEqual({ current: WORK, old: WORK, none: WORK, broken: WORK });
  });

  it('stores a temporary password at the lighter cost, never re-hashed; a wrong one costs a full hash', async () => {
    const id = randomUUID();
    const temporary = TEMPORARY_HASH_PARAMS.N * TEMPORARY_HASH_PARAMS.r * TEMPORARY_HASH_PARAMS.p;
    expect(
      await workOf(() => setPassword(database.db, id, 'Tmp4x9Kq2w', { temporary: true, now })),
    ).toBe(temporary);
    const attempt = { userId: id, loginId: `${id}@school.example`, address: '192.0.2.21' };
    expect(await workOf(() => authenticate(database.db, attempt, 'Wrong2026x', now))).toBe(WORK);
    const signIn = await workOf(async () => {
      const result = await authenticate(database.db, attempt, 'Tmp4x9Kq2w', now);
      expect(result).toMatchObject({ ok: true, mustChange: true });
    });
    expect(signIn).toBe(temporary);
    const [row] = await database.db.select().from(credentials).where(eq(credentials.userId, id));
    expect(row!.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('runs at most a few hashes at once, however many are asked for', async () => {
    const before = passwordHashStats().runs;
    await Promise.all(Array.from({ length: 6 }, () => verifyPassword('Wrong2026x', dummyHash())));
    const after = passwordHashStats();
    expect(after.runs - before).toBe(6);
    expect(after.peakActive).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(after.peakActive).toBeGreaterThan(0);
  });
});
