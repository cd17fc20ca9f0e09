/**
 * The job queue: work that must outlive the request that asked for it (announcement mail, roster
 * imports). pg-boss keeps the jobs in the portal's own database, so a crash or a restart loses
 * none, and every instance runs the workers: SKIP LOCKED hands each job to exactly one of them
 * (docs/decisions/jobs.md). On PostgreSQL it opens a small pool of its own; on PGlite it shares the
 * one connection through pg-boss's PGlite adapter.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, fromPglite, type Db as JobDb } from 'pg-boss';
import { JOB_SCHEMA, type Database, type Db } from '../db/client';

export type Jobs = PgBoss;

/** Connections the queue holds on PostgreSQL, beside the portal's pool (docs/operations.md). */
export const JOB_POOL_SIZE = 3;

/** How long a stopping instance lets its workers finish before it releases their jobs. */
const STOP_GRACE_MS = 10_000;

/**
 * How often an instance looks for jobs whose worker stopped beating (a killed process) and gives
 * them back: pg-boss's default of 60 s left a crashed instance's announcement mail waiting over a
 * minute. The pass is a few indexed updates, and one instance at a time runs it (a try-lock).
 */
const SUPERVISE_SECONDS = 15;

/** The job queue's connections name themselves so (pg_stat_activity; the bench leaves them out). */
export const JOB_APPLICATION_NAME = 'tayori-jobs';

export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const common = {
    schema: JOB_SCHEMA,
    // No cron schedules: nothing here runs on a timetable, and the clock monitor would poll.
    schedule: false,
    useListenNotify: true,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  } as const;
  const boss = database.pglite
    ? new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({
        ...common,
        connectionString: requireUrl(database),
        max: JOB_POOL_SIZE,
        application_name: JOB_APPLICATION_NAME,
      });
  // pg-boss reports failures of its own upkeep here; unhandled, an EventEmitter error would crash.
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  boss.on('warning', (warning: { message: string }) => log.warn(warning.message));
  await boss.start();
  return boss;
}

/**
 * Stops taking new jobs and waits for the running ones; what is still running when the grace ends
 * goes back to the queue for another instance (or this one, restarted) to take.
 */
export function stopJobs(jobs: Jobs): Promise<void> {
  return jobs.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
}

/**
 * The `db` option of `jobs.send` that enqueues inside a drizzle transaction: the job and the rows
 * it works on are committed together, or neither is.
 */
export function jobsIn(tx: Db): JobDb {
  return fromDrizzle(tx as Parameters<typeof fromDrizzle>[0], sql);
}

function requireUrl(database: Database): string {
  if (!database.url) throw new Error('A PostgreSQL database without its address');
  return database.url;
}
