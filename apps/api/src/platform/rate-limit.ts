import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface RateLimit {
  /** Counter key, e.g. `identity:address:203.0.113.7`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit against each limit in fixed windows stored in rate_limit_counters, so the limits
 * hold across instances and restarts. One statement for all limits. Returns the limits now exceeded
 * (count above max); an empty list means the hit is allowed.
 */
export async function hitRateLimits(db: Db, limits: RateLimit[], now: Date): Promise<RateLimit[]> {
  if (limits.length === 0) return [];
  const rows = limits.map((l) => {
    const windowStart = new Date(Math.floor(now.getTime() / l.windowMs) * l.windowMs);
    return sql`(${l.key}, ${windowStart.toISOString()}::timestamptz, 1)`;
  });
  const result = await db.execute<{ key: string; count: number }>(sql`
    insert into rate_limit_counters (key, window_start, count)
    values ${sql.join(rows, sql`, `)}
    on conflict (key, window_start) do update set count = rate_limit_counters.count + 1
    returning key, count`);
  const counts = new Map(
    rowsOf<{ key: string; count: number }>(result).map((r) => [r.key, Number(r.count)]),
  );
  return limits.filter((l) => (counts.get(l.key) ?? 0) > l.max);
}

/** Deletes counters whose window ended before `before`. Cheap enough to call now and then. */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_counters where window_start < ${before.toISOString()}::timestamptz`,
  );
}

/** node-postgres answers { rows }, PGlite answers { rows } too; both typed loosely by drizzle. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
