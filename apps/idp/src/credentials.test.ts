import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { suiteDatabase } from '../../api/test/test-database';
import type { Database } from '../../api/src/db/client';
import {
  LOCK_MS,
  TEMPORARY_MS,
  authenticate,
  checkPasswordPolicy,
  generateTemporaryPassword,
  hashPassword,
  issueTemporaryPassword,
  setPassword,
  verifyPassword,
} from './credentials';
import {
  passwordHashCost,
  PRODUCTION_HASH_COST,
  setPasswordHashCostForTests,
} from './password-hash';
import { signInCounters } from './schema';

let database: Database;
suiteDatabase((opened) => (database = opened));

const t0 = new Date('2026-06-15T03:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const address = '192.0.2.10';
const known = (userId: string) => ({ userId, loginId: `${userId}@school.example`, address });
const unknown = (loginId = `${randomUUID()}@school.example`) => ({
  userId: null,
  loginId,
  address,
});
const counterOf = (key: string) =>
  database.db.select().from(signInCounters).where(eq(signInCounters.key, key));

describe('password hashes', { timeout: 120_000 }, () => {
  it('hashes with scrypt and a per-hash salt, and verifies', async () => {
    // The production cost (the test set-up lowers it for the other tests of this file).
    const lowered = passwordHashCost();
    setPasswordHashCostForTests(PRODUCTION_HASH_COST);
    try {
      const a = await hashPassword('Secret123');
      const b = await hashPassword('Secret123');
      expect(a).toMatch(/^scrypt\$131072\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(a).not.toBe(b);
      expect(await verifyPassword('Secret123', a)).toBe(true);
      expect(await verifyPassword('Secret124', a)).toBe(false);
      expect(await verifyPassword('Secret123', 'bcrypt$x')).toBe(false);
      expect(await verifyPassword('Secret123', 'scrypt$99999999$8$1$AA$AA')).toBe(false);
    } finally {
      setPasswordHashCostForTests(lowered);
    }
  });

  it('generates readable temporary passwords with letters and digits', () => {
    for (let i = 0; i < 50; i++) {
      const p = generateTemporaryPassword();
      expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{10}$/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[A-Za-z]/);
      expect(checkPasswordPolicy(p, p)).toEqual([]);
    }
  });

  it('checks the new-password policy in Japanese', () => {
    expect(checkPasswordPolicy('short1', 'short1')[0]).toContain('8文字以上64文字以内');
    expect(checkPasswordPolicy('abcdefgh', 'abcdefgh')[0]).toContain('半角英字と半角数字');
    expect(checkPasswordPolicy('kumo2048', 'kumo2049')).toEqual([
      '確認用のパスワードが一致しません。',
    ]);
    expect(checkPasswordPolicy('ａｂｃ12345', 'ａｂｃ12345').join()).toContain('使用できない文字');
    expect(checkPasswordPolicy('abcd1234!', 'abcd1234!')).toEqual([]);
  });
});

// Every check costs one scrypt of today (~0.4 s, 128 MiB; seconds on a busy machine).
describe('authenticate', { timeout: 180_000 }, () => {
  it('accepts the password, refuses others and unknown accounts alike', async () => {
    const id = randomUUID();
    await setPassword(database.db, id, 'Correct123', { temporary: false, now: t0 });
    expect(await authenticate(database.db, known(id), 'Correct123', t0)).toMatchObject({
      ok: true,
      userId: id,
      mustChange: false,
    });
    expect(await authenticate(database.db, known(id), 'Wrong12345', t0)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await authenticate(database.db, unknown(), 'Correct123', t0)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await authenticate(database.db, known(randomUUID()), 'Correct123', t0)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('locks after 5 consecutive failures for 15 minutes; success resets the counter', async () => {
    const id = randomUUID();
    await setPassword(database.db, id, 'Correct123', { temporary: false, now: t0 });
    for (let i = 0; i < 4; i++)
      expect((await authenticate(database.db, known(id), 'bad', t0)).ok).toBe(false);
    expect((await authenticate(database.db, known(id), 'Correct123', t0)).ok).toBe(true); // resets
    for (let i = 0; i < 4; i++)
      expect(await authenticate(database.db, known(id), 'bad', t0)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    expect(await authenticate(database.db, known(id), 'bad', t0)).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: LOCK_MS / 1000,
    });
    // Locked: even the right password is refused until the lock ends.
    expect(await authenticate(database.db, known(id), 'Correct123', at(LOCK_MS - 1000))).toEqual({
      ok: false,
      reason: 'locked',
      retryAfterSeconds: 1,
    });
    expect((await authenticate(database.db, known(id), 'Correct123', at(LOCK_MS + 1000))).ok).toBe(
      true,
    );
    // The success cleared the count: nothing is kept for the account.
    expect(await counterOf(`account:${id}`)).toEqual([]);
  });

  it('a temporary password must be changed and expires after 7 days', async () => {
    const id = randomUUID();
    const temp = await issueTemporaryPassword(database.db, id, t0);
    expect(
      await authenticate(database.db, known(id), temp, at(TEMPORARY_MS - 60_000)),
    ).toMatchObject({
      ok: true,
      mustChange: true,
    });
    expect(await authenticate(database.db, known(id), temp, at(TEMPORARY_MS + 1))).toEqual({
      ok: false,
      reason: 'expired',
    });
    // A wrong password after expiry still says only "invalid".
    expect(await authenticate(database.db, known(id), 'nope', at(TEMPORARY_MS + 1))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('setPassword and issueTemporaryPassword replace earlier passwords and clear a lock', async () => {
    const id = randomUUID();
    await setPassword(database.db, id, 'First1234', { temporary: false, now: t0 });
    for (let i = 0; i < 5; i++) await authenticate(database.db, known(id), 'bad', t0);
    const temp = await issueTemporaryPassword(database.db, id, t0);
    expect(await authenticate(database.db, known(id), 'First1234', t0)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await authenticate(database.db, known(id), temp, t0)).toMatchObject({
      ok: true,
      mustChange: true,
    });
    await setPassword(database.db, id, 'Second1234', { temporary: false, now: t0 });
    expect(await authenticate(database.db, known(id), temp, t0)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(
      await authenticate(database.db, known(id), 'Second1234', at(TEMPORARY_MS * 2)),
    ).toMatchObject({
      ok: true,
      mustChange: false,
    });
  });

  it('counts and locks an ID without an account exactly like an account', async () => {
    const id = randomUUID();
    const loginId = `${id}@school.example`;
    await setPassword(database.db, id, 'Correct123', { temporary: false, now: t0 });
    const ghost = `Ghost-${randomUUID()}@School.example`;
    for (let i = 0; i < 4; i++) {
      expect(await authenticate(database.db, known(id), 'bad', t0)).toEqual({
        ok: false,
        reason: 'invalid',
      });
      // The same ID in another case is the same ID.
      const typed = i % 2 ? ghost : ghost.toLowerCase();
      expect(await authenticate(database.db, unknown(typed), 'bad', t0)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    for (const attempt of [{ userId: id, loginId, address }, unknown(ghost)]) {
      expect(await authenticate(database.db, attempt, 'bad', t0)).toEqual({
        ok: false,
        reason: 'locked',
        retryAfterSeconds: LOCK_MS / 1000,
      });
      expect(await authenticate(database.db, attempt, 'bad', at(LOCK_MS - 1000))).toEqual({
        ok: false,
        reason: 'locked',
        retryAfterSeconds: 1,
      });
      expect(await authenticate(database.db, attempt, 'bad', at(LOCK_MS + 1000))).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    // Neither the ID nor the password typed is kept.
    const stored = JSON.stringify(await database.db.select().from(signInCounters));
    expect(stored.toLowerCase()).not.toContain('ghost');
  });

  it('drops the counters of unknown IDs idle for a day when a new one fails', async () => {
    const idle = `idle-${randomUUID()}`;
    await authenticate(database.db, unknown(idle), 'bad', t0);
    const count = async () => (await database.db.select().from(signInCounters)).length;
    const before = await count();
    await authenticate(database.db, unknown(), 'bad', at(25 * 60 * 60 * 1000));
    expect(await count()).toBeLessThanOrEqual(before);
    // The idle ID starts again from one failure.
    for (let i = 0; i < 4; i++)
      expect(await authenticate(database.db, unknown(idle), 'bad', at(26 * 3600_000))).toEqual({
        ok: false,
        reason: 'invalid',
      });
  });
});
