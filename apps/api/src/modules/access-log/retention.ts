import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { nextTokyoHour } from '@tayori/contract';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { defineJob, startDailyJob, type Jobs } from '../../platform/jobs';

/**
 * The 「操作ログ」's retention (docs/decisions/access-log.md): once a day, entries older than
 * ACCESS_LOG_RETENTION_YEARS (5 by default) are removed — the only DELETE the table's trigger lets
 * through (migration 0029), by setting `tayori.audit_retention` for its own transaction.
 */
export const accessLogRetentionJob = defineJob({
  name: 'access-log-retention',
  payload: z.object({}),
  queue: { policy: 'short', retryLimit: 3, retryDelay: 60, expireInSeconds: 3600 },
});

/** At 03:00 in Tokyo: before the school day, apart from the 04:00 snapshot. */
const RETENTION_HOUR = 3;

/** Entries removed per transaction: a first run over years of entries holds no lock for long. */
const BATCH = 10_000;

/** The moment entries older than `years` before `now` are removed. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** Removes the entries written before the cutoff; answers how many. */
export async function removeExpiredEntries(db: Db, now: Date, years: number): Promise<number> {
  const before = retentionCutoff(now, years).toISOString();
  let removed = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('tayori.audit_retention', 'on', true)`);
      const result = (await tx.execute(sql`
        with gone as (
          delete from ${auditLog} where id in (
            select id from ${auditLog} where at < ${before}::timestamptz limit ${BATCH})
          returning 1)
        select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
      return Number(result.rows[0]?.n ?? 0);
    });
    removed += n;
    if (n < BATCH) return removed;
  }
}

/** This instance's worker of the daily retention (job-workers.ts), and the first of the chain. */
export async function startAccessLogRetention(
  jobs: Jobs,
  { db, years, now }: { db: Db; years: number; now: () => Date },
): Promise<void> {
  await startDailyJob(
    jobs,
    accessLogRetentionJob,
    (at) => nextTokyoHour(at, RETENTION_HOUR),
    () => removeExpiredEntries(db, now(), years),
  );
}
