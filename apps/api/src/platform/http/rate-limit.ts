import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface RateLimit {
  /** Counter key, e.g. `identity:address:203.0.113.7`. */
  key: string;
  max: number;
  windowMs: number;
}

/** Each window is counted in this many buckets: it slides a bucket at a time (1 min of 15). */
const BUCKETS_PER_WINDOW = 15;

/** A refused hit: the limit it exceeded, and how long until a new try can pass it. */
export interface RateLimitRefusal {
  limit: RateLimit;
  /** Whole seconds, at least 1: for the Retry-After header. */
  retryAfterSeconds: number;
}

/**
 * Counts one hit against the limits in rate_limit_counters, so they hold across instances and
 * restarts. `limits` go narrowest first (one address's tries at one student before all tries at
 * that student): a hit counts against a limit only while every narrower one allowed it, so hits
 * already refused by their own address's limit cannot use up the wider one for everybody else.
 * A limit's window slides: the hit lands in the current bucket (windowMs / 15), and the count is
 * that bucket's (exact under concurrency: the upsert locks its row) plus the window's earlier
 * buckets, so no burst fits across a boundary. Returns the refusal (the limit the hit exceeded
 * and when to try again), or null.
 */
export async function hitRateLimits(
  db: Db,
  limits: RateLimit[],
  now: Date,
): Promise<RateLimitRefusal | null> {
  for (const limit of limits) {
    if ((await hit(db, limit, now)) > limit.max) {
      return { limit, retryAfterSeconds: await secondsUntilAllowed(db, limit, now) };
    }
  }
  return null;
}

/**
 * When, with no further tries, the window holds few enough hits for one more: the oldest buckets
 * leave the window one by one (a bucket starting at s leaves at s + windowMs).
 */
async function secondsUntilAllowed(db: Db, limit: RateLimit, now: Date): Promise<number> {
  const bucketMs = limit.windowMs / BUCKETS_PER_WINDOW;
  const windowStart = Math.floor(now.getTime() / bucketMs) * bucketMs - limit.windowMs + bucketMs;
  const result = await db.execute(sql`
    select window_start, count from rate_limit_counters
    where key = ${limit.key} and window_start >= ${new Date(windowStart).toISOString()}::timestamptz
    order by window_start`);
  const buckets = rowsOf<{ window_start: string | Date; count: number }>(result);
  let remaining = buckets.reduce((sum, b) => sum + Number(b.count), 0);
  let allowedAt = now.getTime() + bucketMs;
  for (const bucket of buckets) {
    if (remaining < limit.max) break;
    remaining -= Number(bucket.count);
    allowedAt = new Date(bucket.window_start).getTime() + limit.windowMs;
  }
  return Math.max(1, Math.ceil((allowedAt - now.getTime()) / 1000));
}

/** Adds one to the limit's current bucket; answers the count over its window, this hit included. */
async function hit(db: Db, limit: RateLimit, now: Date): Promise<number> {
  const bucketMs = limit.windowMs / BUCKETS_PER_WINDOW;
  const bucket = new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
  const windowStart = new Date(bucket.getTime() - limit.windowMs + bucketMs);
  const result = await db.execute<{ count: number }>(sql`
    with counted as (
      insert into rate_limit_counters (key, window_start, count)
      values (${limit.key}, ${bucket.toISOString()}::timestamptz, 1)
      on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
      returning count)
    select counted.count + coalesce((
      select sum(earlier.count) from rate_limit_counters earlier
      where earlier.key = ${limit.key}
        and earlier.window_start >= ${windowStart.toISOString()}::timestamptz
        and earlier.window_start < ${bucket.toISOString()}::timestamptz), 0) as count
    from counted`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/** Deletes buckets that started before `before` (older than any window). Cheap enough to call now and then. */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where window_start < ${before.toISOString()}::timestamptz`,
  );
}

/** node-postgres answers { rows }, PGlite answers { rows } too; both typed loosely by drizzle. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
