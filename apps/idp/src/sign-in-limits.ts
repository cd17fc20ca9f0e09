import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql, type SQL } from 'drizzle-orm';
import type { IdpDb } from './keys';

/**
 * How a counter refuses. `lock`: the max-th attempt locks the key for `resetMs` (counted from that
 * attempt; a success before then clears it). `window`: at most `max` in a window of `resetMs` that
 * starts with the first attempt.
 */
export interface CounterRule {
  max: number;
  resetMs: number;
  kind: 'lock' | 'window';
}

const MINUTE = 60 * 1000;

export const SIGN_IN_LIMITS = {
  /** Per sign-in ID (account or not): 5 guesses in a row, then 15 minutes locked (DESIGN §4). */
  id: { max: 5, resetMs: 15 * MINUTE, kind: 'lock' },
  /**
   * Per client address: 300 failed attempts in 15 minutes. Successes and attempts refused by an
   * ID's lock give their count back, so a school behind one NAT address (hundreds of students
   * signing in at 9:00, some mistyping) stays far below it; one address spraying guesses over
   * many IDs gets 300 per 15 minutes.
   */
  address: { max: 300, resetMs: 15 * MINUTE, kind: 'window' },
} satisfies Record<string, CounterRule>;

export type SignInLimits = typeof SIGN_IN_LIMITS;

/** One attempt counted against a key: admitted (to be checked) or refused until `resetsAt`. */
export interface Counted {
  key: string;
  admitted: boolean;
  /** This attempt's number since the count last started (the limit + 1 when refused). */
  count: number;
  resetsAt: Date | null;
}

/** Idle counters are dropped after this long (a spray of made-up IDs must not grow the table). */
const KEPT_MS = 24 * 60 * MINUTE;

/**
 * Counts an attempt before its password is checked, in one statement: the upsert takes the row's
 * lock, so parallel attempts are numbered one after another and only the first `max` are admitted
 * (reading the count, checking, then writing count + 1 let a burst through whole).
 */
function upsert(key: string, rule: CounterRule, now: Date): SQL {
  const at = now.toISOString();
  const reset = new Date(now.getTime() + rule.resetMs).toISOString();
  const lockAtMax = rule.kind === 'lock' ? reset : null;
  const initial = rule.kind === 'window' || rule.max <= 1 ? reset : null;
  return sql`insert into idp_sign_in_counters as c (key, count, resets_at, updated_at)
    values (${key}, 1, ${initial}::timestamptz, ${at}::timestamptz)
    on conflict (key) do update set
      count = case when c.resets_at <= ${at}::timestamptz then 1
                   else least(c.count + 1, ${rule.max + 1}::int) end,
      resets_at = case when c.resets_at <= ${at}::timestamptz then ${initial}::timestamptz
                       when c.count + 1 = ${rule.max}::int
                         then coalesce(${lockAtMax}::timestamptz, c.resets_at)
                       else c.resets_at end,
      updated_at = ${at}::timestamptz
    returning count, resets_at`;
}

interface CountedRow {
  count: number;
  resets_at: Date | string | null;
}

function counted(key: string, rule: CounterRule, row: CountedRow | undefined): Counted {
  const count = Number(row?.count ?? rule.max + 1);
  const resetsAt = row?.resets_at ? new Date(row.resets_at) : null;
  return { key, admitted: count <= rule.max, count, resetsAt };
}

/** Counts one attempt from a client address. */
export async function countAddress(
  db: IdpDb,
  address: string,
  rule: CounterRule,
  now: Date,
): Promise<Counted> {
  const key = addressKey(address);
  const rows = rowsOf<CountedRow>(await db.execute(upsert(key, rule, now)));
  return afterCount(db, counted(key, rule, rows[0]), now);
}

export interface StoredCredential {
  userId: string;
  passwordHash: string;
  mustChange: boolean;
  temporaryExpiresAt: Date | null;
  passwordChangedAt: Date;
}

interface CredentialRow extends CountedRow {
  user_id: string | null;
  password_hash: string | null;
  must_change: boolean | null;
  temporary_expires_at: Date | string | null;
  password_changed_at: Date | string | null;
}

/**
 * Counts one attempt at a sign-in ID and reads the account's credential in the same statement: an
 * ID with an account and one without cost the same round trip.
 */
export async function countSignInId(
  db: IdpDb,
  attempt: { userId: string | null; loginId: string },
  rule: CounterRule,
  now: Date,
): Promise<Counted & { credential: StoredCredential | null }> {
  const key = signInIdKey(attempt);
  const result = await db.execute(sql`with counted as (${upsert(key, rule, now)})
    select counted.count, counted.resets_at, cr.user_id, cr.password_hash, cr.must_change,
      cr.temporary_expires_at, cr.password_changed_at
    from counted left join idp_credentials cr on cr.user_id = ${attempt.userId}::uuid`);
  const row = rowsOf<CredentialRow>(result)[0];
  const credential: StoredCredential | null =
    row?.user_id && row.password_hash
      ? {
          userId: row.user_id,
          passwordHash: row.password_hash,
          mustChange: !!row.must_change,
          temporaryExpiresAt: row.temporary_expires_at ? new Date(row.temporary_expires_at) : null,
          passwordChangedAt: new Date(row.password_changed_at ?? 0),
        }
      : null;
  return { ...(await afterCount(db, counted(key, rule, row), now)), credential };
}

async function afterCount(db: IdpDb, c: Counted, now: Date): Promise<Counted> {
  if (c.count === 1) {
    // A new count: the moment to drop idle ones. Locks in force are kept however old.
    const before = new Date(now.getTime() - KEPT_MS).toISOString();
    await db.execute(sql`delete from idp_sign_in_counters
      where updated_at < ${before}::timestamptz
        and (resets_at is null or resets_at <= ${now.toISOString()}::timestamptz)`);
  }
  return c;
}

/** Gives an admitted attempt's count back (it succeeded, or was not checked after all). */
export async function uncount(db: IdpDb, c: Counted): Promise<void> {
  if (!c.admitted) return;
  await db.execute(sql`update idp_sign_in_counters set count = greatest(count - 1, 0)
    where key = ${c.key} and resets_at is not distinct from ${c.resetsAt?.toISOString() ?? null}::timestamptz`);
}

/** Starts a key's count again (a successful sign-in, a new password). */
export async function clearCount(db: IdpDb, key: string): Promise<void> {
  await db.execute(sql`delete from idp_sign_in_counters where key = ${key}`);
}

/** Seconds until a refused key admits again (at least 1), for Retry-After. */
export function retryAfterSeconds(c: Counted, now: Date): number {
  const ms = (c.resetsAt?.getTime() ?? now.getTime()) - now.getTime();
  return Math.max(1, Math.ceil(ms / 1000));
}

/** An account's counter, and an ID without one: a digest of the ID as typed, lower-cased. */
export function signInIdKey(attempt: { userId: string | null; loginId: string }): string {
  if (attempt.userId) return `account:${attempt.userId}`;
  const digest = createHash('sha256')
    .update(`tayori-idp-login:${attempt.loginId.trim().toLowerCase()}`)
    .digest('base64url');
  return `id:${digest}`;
}

/**
 * Counts one attempt at an account's second factor against the sign-in ID's lockout (the same
 * counter as its password's: 5 wrong in a row lock it for 15 minutes). `last`: this attempt is the
 * one that locks when it fails.
 */
export async function countFactorAttempt(
  db: IdpDb,
  userId: string,
  now: Date,
  rule: CounterRule = SIGN_IN_LIMITS.id,
): Promise<{ admitted: boolean; last: boolean; retryAfterSeconds: number }> {
  const key = signInIdKey({ userId, loginId: '' });
  const rows = rowsOf<CountedRow>(await db.execute(upsert(key, rule, now)));
  const c = counted(key, rule, rows[0]);
  return {
    admitted: c.admitted,
    last: c.count >= rule.max,
    retryAfterSeconds: retryAfterSeconds(c, now),
  };
}

/** A right second factor: the account's count starts again. */
export const clearFactorCount = (db: IdpDb, userId: string): Promise<void> =>
  clearCount(db, signInIdKey({ userId, loginId: '' }));

/** IPv4 as it is; IPv6 by its /64, which one household or one attacker gets whole. */
export function addressKey(address: string): string {
  const ip = address.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return `address:${mapped}`;
  if (isIPv4(ip) || !isIPv6(ip)) return `address:${ip}`;
  const [head = '', tail] = ip.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? first
      : [...first, ...Array(8 - first.length - last.length).fill('0'), ...last];
  return `address:${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** node-postgres and PGlite both answer { rows }; drizzle types them loosely. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
