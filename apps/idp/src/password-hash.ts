import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * scrypt parameters of new hashes: OWASP's minimum for scrypt (N=2^17, r=8, p=1). One hash takes
 * 128 MiB (128·N·r bytes) while it runs and about 0.4 s of one core. Stored with each hash, so
 * older hashes keep verifying; `needsRehash` tells which to replace at the next sign-in.
 */
export const HASH_PARAMS = { N: 1 << 17, r: 8, p: 1 } as const;

/**
 * scrypt parameters of temporary passwords (16 MiB, a hundredth of a second). OWASP's cost is for
 * passwords people choose; a temporary one is 10 random characters of 54 (57 bits), lives 7 days
 * and must be replaced at its first sign-in, so guessing it from a stolen hash stays out of reach
 * at this cost too. Cheap enough that the identity check stores one inside its minimum duration
 * even on a busy machine, so a match does not answer later than a miss. Never re-hashed: the next
 * password replaces it.
 */
export const TEMPORARY_HASH_PARAMS = { N: 1 << 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/** The parameters new hashes get: of passwords people choose, and of temporary ones. */
export interface PasswordHashCost {
  hash: Params;
  temporary: Params;
}
export const PRODUCTION_HASH_COST: PasswordHashCost = {
  hash: HASH_PARAMS,
  temporary: TEMPORARY_HASH_PARAMS,
};
let cost = PRODUCTION_HASH_COST;
/** Σ N·r·p of one hash of today: what every check costs, match or not. */
let work = workOf(cost.hash);
let dummyHashOfToday = makeDummyHash(cost.hash);

function workOf({ N, r, p }: Params): number {
  return N * r * p;
}

/**
 * For tests only: the cost of the hashes this process makes from now on. The API test set-up
 * (apps/api/test/setup.ts) lowers it for the tests that are not about the cost, which would
 * otherwise spend most of the suite in scrypt; the tests of the cost itself (password-hash.test.ts
 * and others) set `PRODUCTION_HASH_COST` back. No setting of the server reaches this: the
 * production cost is the only one a running server knows.
 */
export function setPasswordHashCostForTests(next: PasswordHashCost): void {
  if (workOf(next.temporary) > workOf(next.hash)) throw new Error('temporary above the full cost');
  cost = next;
  work = workOf(next.hash);
  dummyHashOfToday = makeDummyHash(next.hash);
}

/** The cost new hashes get in this process (the production one unless a test lowered it). */
export function passwordHashCost(): PasswordHashCost {
  return cost;
}

/**
 * At most this many hashes run at once in this process, whatever the number of requests: memory
 * stays under 2 × 128 MiB, and two of libuv's four threads stay free for everything else. Two is
 * also what two cores can compute; more at once would only make each one slower.
 */
export const HASH_CONCURRENCY = 2;
const limit = pLimit(HASH_CONCURRENCY);

const stats = { runs: 0, work: 0, active: 0, peakActive: 0 };

/** What this process has hashed so far: scrypt runs, their work (Σ N·r·p) and the peak at once. */
export function passwordHashStats(): Readonly<typeof stats> {
  return { ...stats };
}

interface Params {
  N: number;
  r: number;
  p: number;
}

function scrypt(password: string, salt: Buffer, keylen: number, params: Params): Promise<Buffer> {
  const opts: ScryptOptions = {
    ...params,
    // scrypt needs 128·N·r·p bytes; Node refuses more than 32 MiB unless told.
    maxmem: 128 * params.N * params.r * params.p + 16 * 1024 * 1024,
  };
  return new Promise((resolve, reject) => {
    stats.runs += 1;
    stats.work += params.N * params.r * params.p;
    scryptCb(password.normalize('NFC'), salt, keylen, opts, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Runs `fn` in one of the process's few hashing slots (queued while they are taken). */
function inSlot<T>(fn: () => Promise<T>): Promise<T> {
  return limit(async () => {
    stats.active += 1;
    stats.peakActive = Math.max(stats.peakActive, stats.active);
    try {
      return await fn();
    } finally {
      stats.active -= 1;
    }
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export function hashPassword(password: string, params: Params = cost.hash): Promise<string> {
  return inSlot(async () => {
    const salt = randomBytes(16);
    const hash = await scrypt(password, salt, KEY_LENGTH, params);
    const { N, r, p } = params;
    return ['scrypt', N, r, p, salt.toString('base64url'), hash.toString('base64url')].join('$');
  });
}

function parse(stored: string): (Params & { salt: Buffer; hash: Buffer }) | null {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (alg !== 'scrypt' || !salt || !hash) return null;
  // Nothing stored may cost more than a hash of today (a bad row must not exhaust the machine).
  const { N, r: block, p: par } = params;
  const powerOfTwo = Number.isInteger(N) && N >= 2 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !(block >= 1 && block <= 32 && par >= 1 && par <= 16)) return null;
  if (N * block * par > work) return null;
  return { ...params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/**
 * True when `password` matches `stored`. A miss always costs the work of one hash of today: an
 * older, cheaper hash is padded with scrypt runs up to it, so a wrong password takes as long for an
 * account not yet re-hashed as for any other account and for an ID without one (the dummy hash).
 */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return inSlot(async () => {
    const parsed = parse(stored);
    if (!parsed || parsed.hash.length === 0) {
      await pad(password, 0);
      return false;
    }
    const actual = await scrypt(password, parsed.salt, parsed.hash.length, parsed);
    const ok = actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
    if (!ok) await pad(password, parsed.N * parsed.r * parsed.p);
    return ok;
  });
}

/** Spends scrypt work from `done` up to one hash of today (runs of N = powers of two, r=8, p=1). */
async function pad(password: string, done: number): Promise<void> {
  const salt = randomBytes(16);
  const { r } = cost.hash;
  let left = work - done;
  while (left >= 2 * r) {
    let n = 2;
    while (n * 2 * r <= left) n *= 2;
    await scrypt(password, salt, KEY_LENGTH, { N: n, r, p: 1 });
    left -= n * r;
  }
}

/** A stored hash weaker than today's parameters (re-hashed at the next successful sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N < cost.hash.N ||
    parsed.r < cost.hash.r ||
    parsed.p < cost.hash.p ||
    parsed.hash.length < KEY_LENGTH
  );
}

/**
 * The hash an ID without a password is checked against: today's parameters, a random salt and a
 * key nothing derives, so the check costs what an account's costs and never matches.
 */
export function dummyHash(): string {
  return dummyHashOfToday;
}

function makeDummyHash({ N, r, p }: Params): string {
  const salt = randomBytes(16).toString('base64url');
  return ['scrypt', N, r, p, salt, randomBytes(KEY_LENGTH).toString('base64url')].join('$');
}
