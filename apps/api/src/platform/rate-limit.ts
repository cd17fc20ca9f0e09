import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface RateLimit {
  /** Counter key, e.g. `identity:address:203.0.113.7`. */
  key: string;
  max: number;
  windowMs: number;
}

/** Each window is counted in this many buckets: it slides a bucket at a time (1 min of 15). */
const BUCKETS_PER_WINDOW = 15;

/**
 * Counts one hit against each limit in rate_limit_counters, so the limits hold across instances
 * and restarts, in one statement for all limits. A limit's window slides: the hit lands in the
 * current bucket (windowMs / 15), and the count is that bucket's (exact under concurrency: the
 * upsert locks its row) plus the window's earlier buckets, so no burst fits across a boundary.
 * Returns the limits now exceeded (count above max); an empty list means the hit is allowed.
 */
export async function hitRateLimits(db: Db, limits: RateLimit[], now: Date): Promise<RateLimit[]> {
  if (limits.length === 0) return [];
  const rows = limits.map((l) => {
    const bucketMs = l.windowMs / BUCKETS_PER_WINDOW;
    const bucket = new Date(Math.floor(now.getTime() / bucketMs) * bucketMs);
    const windowStart = new Date(bucket.getTime() - l.windowMs + bucketMs);
    return sql`(${l.key}, ${bucket.toISOString()}::timestamptz, ${windowStart.toISOString()}::timestamptz)`;
  });
  const result = await db.execute<{ key: string; count: number }>(sql`
    with hit (key, bucket, window_start) as (values ${sql.join(rows, sql`, `)}),
    counted as (
      insert into rate_limit_counters (key, window_start, count)
      select key, bucket, 1 from hit
      on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
      returning key, count)
    select counted.key, counted.count + coalesce((
      select sum(earlier.count) from rate_limit_counters earlier
      where earlier.key = hit.key and earlier.window_start >= hit.window_start
        and earlier.window_start < hit.bucket), 0) as count
    from counted join hit on hit.key = counted.key`);
  const counts = new Map(
    rowsOf<{ key: string; count: number }>(result).map((r) => [r.key, Number(r.count)]),
  );
  return limits.filter((l) => (counts.get(l.key) ?? 0) > l.max);
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
