import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { IdpDb } from './keys';
import {
  dummyHash,
  hashPassword,
  needsRehash,
  passwordHashCost,
  verifyPassword,
} from './password-hash';
import { credentials, oidcPayloads } from './schema';
import {
  SIGN_IN_LIMITS,
  clearCount,
  countAddress,
  countSignInId,
  retryAfterSeconds,
  signInIdKey,
  uncount,
  type SignInLimits,
  type StoredCredential,
} from './sign-in-limits';

export { hashPassword, verifyPassword } from './password-hash';
export { PASSWORD_POLICY, checkPasswordPolicy } from './password-policy';

export const MAX_FAILURES = SIGN_IN_LIMITS.id.max;
export const LOCK_MS = SIGN_IN_LIMITS.id.resetMs;
export const TEMPORARY_MS = 7 * 24 * 60 * 60 * 1000;

export type AuthResult =
  | { ok: true; userId: string; mustChange: boolean; changedAt: number }
  | { ok: false; reason: 'invalid' | 'expired' }
  /** Refused before the password was checked (or, the attempt that locked): Retry-After. */
  | { ok: false; reason: 'locked' | 'throttled'; retryAfterSeconds: number };

/** Who is signing in: the account the sign-in ID names (null when none is active), the ID, and
 * the client's address. */
export interface SignInAttempt {
  userId: string | null;
  loginId: string;
  address: string;
}

/**
 * Checks a password with lockout. Each attempt is counted before its password is checked: per
 * sign-in ID, 5 in a row are checked and the fifth failure locks the ID for 15 minutes (attempts
 * while locked are refused unchecked, even with the right password); per client address, 300
 * failures in 15 minutes. Success clears the ID's count. An ID without an active account is
 * counted, checked (against a dummy hash of today's cost) and locked the same way, in the same
 * statements: neither the answers nor their timing tell which sign-in IDs exist. A correct but
 * expired temporary password answers `expired`; a correct password stored with older scrypt
 * parameters is re-hashed with today's.
 */
export async function authenticate(
  db: IdpDb,
  attempt: SignInAttempt,
  password: string,
  now: Date,
  limits: SignInLimits = SIGN_IN_LIMITS,
): Promise<AuthResult> {
  const address = await countAddress(db, attempt.address, limits.address, now);
  if (!address.admitted)
    return { ok: false, reason: 'throttled', retryAfterSeconds: retryAfterSeconds(address, now) };
  const id = await countSignInId(db, attempt, limits.id, now);
  if (!id.admitted) {
    // Not checked: it is not a guess, so it does not count against the address.
    await uncount(db, address);
    return { ok: false, reason: 'locked', retryAfterSeconds: retryAfterSeconds(id, now) };
  }
  const row = id.credential;
  const valid = await verifyPassword(password, row?.passwordHash ?? dummyHash());
  if (!valid || !row) {
    return id.count >= limits.id.max
      ? { ok: false, reason: 'locked', retryAfterSeconds: retryAfterSeconds(id, now) }
      : { ok: false, reason: 'invalid' };
  }
  await clearCount(db, id.key);
  await uncount(db, address);
  if (row.mustChange && row.temporaryExpiresAt && row.temporaryExpiresAt <= now) {
    return { ok: false, reason: 'expired' };
  }
  if (!row.mustChange && needsRehash(row.passwordHash)) await rehash(db, row, password);
  return {
    ok: true,
    userId: row.userId,
    mustChange: row.mustChange,
    changedAt: row.passwordChangedAt.getTime(),
  };
}

/**
 * Replaces a hash of older parameters with one of today's, unless the password changed meanwhile.
 * Not a new password: sessions stay, and so does passwordChangedAt (a pending new-password form is
 * bound to it).
 */
async function rehash(db: IdpDb, row: StoredCredential, password: string): Promise<void> {
  await db
    .update(credentials)
    .set({ passwordHash: await hashPassword(password) })
    .where(and(eq(credentials.userId, row.userId), eq(credentials.passwordHash, row.passwordHash)));
}

/** The stored credential's state, for binding a pending password change to it. */
export async function credentialState(
  db: IdpDb,
  userId: string,
): Promise<{ mustChange: boolean; changedAt: number; passwordHash: string } | null> {
  const [row] = await db.select().from(credentials).where(eq(credentials.userId, userId)).limit(1);
  return row
    ? {
        mustChange: row.mustChange,
        changedAt: row.passwordChangedAt.getTime(),
        passwordHash: row.passwordHash,
      }
    : null;
}

/**
 * Sets an account's password. `temporary` ones must be replaced at next sign-in and expire after
 * 7 days. The account's IdP sessions, grants and refresh tokens end with the old password, so a
 * reset (the identity check's SMS) or a change shuts out whoever held a session; ID tokens already
 * issued live out their hour.
 */
export async function setPassword(
  db: IdpDb,
  userId: string,
  password: string,
  opts: { temporary: boolean; now: Date },
): Promise<void> {
  const values = {
    passwordHash: await hashPassword(
      password,
      opts.temporary ? passwordHashCost().temporary : undefined,
    ),
    mustChange: opts.temporary,
    temporaryExpiresAt: opts.temporary ? new Date(opts.now.getTime() + TEMPORARY_MS) : null,
    passwordChangedAt: opts.now,
  };
  await db
    .insert(credentials)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: credentials.userId, set: values });
  // A new password (the identity check's SMS among them) lifts the account's lock.
  await clearCount(db, signInIdKey({ userId, loginId: '' }));
  await endSessions(db, userId);
}

/**
 * Ends an account's IdP sessions, grants and refresh tokens (a new password; an account suspended
 * or deleted by staff, spec 001 §4). ID tokens already issued live out their hour, and the API
 * refuses them once the account is no longer ACTIVE.
 */
export async function endSessions(db: IdpDb, userId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload} ->> 'accountId' = ${userId}`);
}

// No 0/O, 1/l/I: read aloud or copied from an SMS without mistakes.
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

export function generateTemporaryPassword(length = 10): string {
  for (;;) {
    let out = '';
    for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
    if (/[A-Za-z]/.test(out) && /\d/.test(out)) return out;
  }
}

/** Generates, stores and returns a new temporary password; earlier passwords stop working. */
export async function issueTemporaryPassword(
  db: IdpDb,
  userId: string,
  now: Date,
): Promise<string> {
  const password = generateTemporaryPassword();
  await setPassword(db, userId, password, { temporary: true, now });
  return password;
}

export const SAME_AS_CURRENT = '現在のパスワードと同じパスワードは使用できません。';

export const AUTH_MESSAGES = {
  invalid: 'サインインIDまたはパスワードが正しくありません。',
  locked:
    '一定回数以上失敗したため、アカウントを一時的にロックしました。しばらく時間を置いてから再度お試しください。',
  throttled:
    'このネットワークからのサインインの失敗が多いため、一時的に受け付けを停止しています。しばらく時間を置いてから再度お試しください。',
  expired:
    '仮パスワードの有効期限（7日間）が切れています。学生の方は本人確認をやり直して新しい仮パスワードを受け取ってください。教職員の方は学校の担当者にお問い合わせください。',
} as const;
