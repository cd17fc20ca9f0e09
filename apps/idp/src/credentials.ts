import {
  createHash,
  randomBytes,
  randomInt,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { IdpDb } from './keys';
import { credentials, oidcPayloads, unknownLoginFailures } from './schema';

// scrypt parameters for new hashes (N=2^14, r=8, p=1: ~16 MiB, ~50 ms). Stored with each hash.
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
export const MAX_FAILURES = 5;
export const LOCK_MS = 15 * 60 * 1000;
export const TEMPORARY_MS = 7 * 24 * 60 * 60 * 1000;

function scrypt(
  password: string,
  salt: Buffer,
  keylen: number,
  opts: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFC'), salt, keylen, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, {
    N,
    r: R,
    p: P,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  const cost = Number(n);
  const block = Number(r);
  const par = Number(p);
  if (alg !== 'scrypt' || !salt || !hash) return false;
  // Refuse parameters nobody here would write, so a bad row cannot exhaust the machine.
  if (!(cost >= 2 && cost <= 1 << 20 && block >= 1 && block <= 32 && par >= 1 && par <= 16))
    return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: cost,
    r: block,
    p: par,
    maxmem: 256 * cost * block + 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Unknown accounts cost one scrypt too, so timing does not tell which sign-in IDs exist. */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export type AuthResult =
  | { ok: true; userId: string; mustChange: boolean; changedAt: number }
  | { ok: false; reason: 'invalid' | 'locked' | 'expired' };

/** Who is signing in: the account the sign-in ID names (null when none is active), and the ID. */
export interface SignInAttempt {
  userId: string | null;
  loginId: string;
}

/**
 * Checks a password with lockout: 5 consecutive failures lock the account for 15 minutes; success
 * resets the counter. A correct but expired temporary password answers `expired`. An ID without
 * an active account fails and locks the same way, and every attempt, locked or not, costs one
 * scrypt: neither the answer nor its timing tells which sign-in IDs exist.
 */
export async function authenticate(
  db: IdpDb,
  attempt: SignInAttempt,
  password: string,
  now: Date,
): Promise<AuthResult> {
  const [row] = attempt.userId
    ? await db.select().from(credentials).where(eq(credentials.userId, attempt.userId)).limit(1)
    : [];
  if (!row) {
    await verifyPassword(password, await dummy());
    return failUnknown(db, attempt.loginId, now);
  }
  if (isLocked(row.lockedUntil, now)) {
    await verifyPassword(password, await dummy());
    return { ok: false, reason: 'locked' };
  }
  const valid = await verifyPassword(password, row.passwordHash);
  if (!valid) {
    const next = afterFailure(row.failedCount, now);
    await db.update(credentials).set(next).where(eq(credentials.userId, row.userId));
    return { ok: false, reason: next.lockedUntil ? 'locked' : 'invalid' };
  }
  if (row.failedCount !== 0 || row.lockedUntil) {
    await db
      .update(credentials)
      .set({ failedCount: 0, lockedUntil: null })
      .where(eq(credentials.userId, row.userId));
  }
  if (
    row.mustChange &&
    row.temporaryExpiresAt &&
    row.temporaryExpiresAt.getTime() <= now.getTime()
  ) {
    return { ok: false, reason: 'expired' };
  }
  return {
    ok: true,
    userId: row.userId,
    mustChange: row.mustChange,
    changedAt: row.passwordChangedAt.getTime(),
  };
}

const isLocked = (lockedUntil: Date | null, now: Date) =>
  !!lockedUntil && lockedUntil.getTime() > now.getTime();

/** The counter after one more failure: the fifth locks (and starts the count again). */
function afterFailure(failedCount: number, now: Date) {
  const lock = failedCount + 1 >= MAX_FAILURES;
  return {
    failedCount: lock ? 0 : failedCount + 1,
    lockedUntil: lock ? new Date(now.getTime() + LOCK_MS) : null,
  };
}

/** Counters of unknown IDs idle this long are dropped (an account's stay until it signs in). */
const UNKNOWN_KEPT_MS = 24 * 60 * 60 * 1000;

async function failUnknown(db: IdpDb, loginId: string, now: Date): Promise<AuthResult> {
  const loginKey = createHash('sha256')
    .update(`tayori-idp-login:${loginId.trim().toLowerCase()}`)
    .digest('base64url');
  const [row] = await db
    .select()
    .from(unknownLoginFailures)
    .where(eq(unknownLoginFailures.loginKey, loginKey))
    .limit(1);
  if (row && isLocked(row.lockedUntil, now)) return { ok: false, reason: 'locked' };
  const next = { ...afterFailure(row?.failedCount ?? 0, now), updatedAt: now };
  await db
    .insert(unknownLoginFailures)
    .values({ loginKey, ...next })
    .onConflictDoUpdate({ target: unknownLoginFailures.loginKey, set: next });
  if (!row) {
    // A new ID: the moment to drop idle ones (a spray of made-up IDs must not grow the table).
    await db
      .delete(unknownLoginFailures)
      .where(lt(unknownLoginFailures.updatedAt, new Date(now.getTime() - UNKNOWN_KEPT_MS)));
  }
  return { ok: false, reason: next.lockedUntil ? 'locked' : 'invalid' };
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
    passwordHash: await hashPassword(password),
    mustChange: opts.temporary,
    temporaryExpiresAt: opts.temporary ? new Date(opts.now.getTime() + TEMPORARY_MS) : null,
    failedCount: 0,
    lockedUntil: null,
    passwordChangedAt: opts.now,
  };
  await db
    .insert(credentials)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: credentials.userId, set: values });
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

export const PASSWORD_POLICY = [
  '8文字以上64文字以内',
  '半角英字と半角数字をそれぞれ1文字以上含める',
  '使用できる文字は半角英数字と記号（!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~）',
  '現在のパスワードと同じものは使用できません',
];

/** Japanese messages for a new password that breaks the policy (empty when it is fine). */
export function checkPasswordPolicy(password: string, confirmation: string): string[] {
  const errors: string[] = [];
  if (password.length < 8 || password.length > 64)
    errors.push('パスワードは8文字以上64文字以内で入力してください。');
  if (!/^[\x21-\x7e]*$/.test(password))
    errors.push('パスワードに使用できない文字（全角文字や空白など）が含まれています。');
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password))
    errors.push('パスワードには半角英字と半角数字をそれぞれ1文字以上含めてください。');
  if (password !== confirmation) errors.push('確認用のパスワードが一致しません。');
  return errors;
}

export const SAME_AS_CURRENT = '現在のパスワードと同じパスワードは使用できません。';

export const AUTH_MESSAGES = {
  invalid: 'サインインIDまたはパスワードが正しくありません。',
  locked:
    '一定回数以上失敗したため、アカウントを一時的にロックしました。しばらく時間を置いてから再度お試しください。',
  expired:
    '仮パスワードの有効期限（7日間）が切れています。学生の方は本人確認をやり直して新しい仮パスワードを受け取ってください。教職員の方は学校の担当者にお問い合わせください。',
} as const;
