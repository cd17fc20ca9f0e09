/**
 * The job queue: work that must outlive the request that asked for it (announcement mail, roster
 * imports). pg-boss keeps the jobs in the portal's own database, so a crash or a restart loses
 * none, and every instance runs the workers: SKIP LOCKED hands each job to exactly one of them
 * (docs/decisions/jobs.md). On PostgreSQL it opens a small pool of its own; on PGlite it shares the
 * one connection through pg-boss's PGlite adapter.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  PgBoss,
  fromDrizzle,
  fromPglite,
  type Db as JobDb,
  type InsertOptions,
  type Job,
  type JobInsert,
  type QueueOptions,
  type QueuePolicy,
  type SendOptions,
  type WorkOptions,
} from 'pg-boss';
import type { z } from 'zod';
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

/**
 * How long a worker may go without beating before its job is given back to another (a killed
 * process): pg-boss's smallest. The worker beats every half of it while its handler runs, so a
 * long job is never taken from a live worker (`heartbeatSeconds` on a queue opts in).
 */
export const HEARTBEAT_SECONDS = 10;

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

/**
 * A kind of job (docs/decisions/jobs.md): its queue's name, its payload's schema and the queue's
 * settings, in one file of its module. Every payload is checked when it is enqueued (a wrong one
 * is a programming error, found where it is made) and again when a worker takes it (a job written
 * by an older version, or by hand, fails instead of running half).
 */
export interface JobDefinition<P extends object> {
  name: string;
  payload: z.ZodType<P>;
  /** The queue's settings; its policy (pg-boss's, e.g. `short`) is fixed when it is created. */
  queue: QueueOptions & { policy?: QueuePolicy };
  work?: WorkOptions;
}

export const defineJob = <P extends object>(definition: JobDefinition<P>): JobDefinition<P> =>
  definition;

/** Enqueues jobs of a kind (inside a transaction with `db: jobsIn(tx)`), their payloads checked. */
export async function enqueue<P extends object>(
  jobs: Jobs,
  definition: JobDefinition<P>,
  items: (Omit<JobInsert, 'data'> & { data: P })[],
  options: InsertOptions = {},
) {
  const checked = items.map((item) => ({ ...item, data: definition.payload.parse(item.data) }));
  return jobs.insert(definition.name, checked, options);
}

/** Enqueues one job of a kind (pg-boss's send: its options, such as a singleton key), checked. */
export async function enqueueOne<P extends object>(
  jobs: Jobs,
  definition: JobDefinition<P>,
  data: P,
  options: SendOptions = {},
) {
  return jobs.send(definition.name, definition.payload.parse(data), options);
}

/**
 * Creates the kind's queue, or brings its settings up to date (`queue` overriding the
 * definition's). Every instance does it at start-up, working the queue or not: a job can only be
 * enqueued on a queue that exists.
 */
export async function ensureQueue<P extends object>(
  jobs: Jobs,
  definition: JobDefinition<P>,
  queue: QueueOptions = {},
): Promise<void> {
  const { policy, ...settings } = { ...definition.queue, ...queue };
  if (await jobs.getQueue(definition.name)) await jobs.updateQueue(definition.name, settings);
  else await jobs.createQueue(definition.name, { ...settings, policy }).catch(() => undefined);
}

/** Starts this instance's worker on the kind's queue (ensureQueue made it), one job at a time. */
export async function startWorker<P extends object>(
  jobs: Jobs,
  definition: JobDefinition<P>,
  handle: (payload: P, job: Job<P>) => Promise<void>,
): Promise<void> {
  await jobs.work<P>(definition.name, { batchSize: 1, ...definition.work }, async ([job]) => {
    if (job) await handle(definition.payload.parse(job.data), job);
  });
}

/**
 * A kind that runs once a day (`next` gives the run after a moment): one job waits at a time (the
 * definition's queue should have the `short` policy, so another instance's start-up or a retry
 * adds none), and each run first enqueues the next day's, so the chain survives a failed run and a
 * restart; a portal that was down at the hour runs it when it is back. Starts this instance's
 * worker and the first of the chain (a queue with one waiting already keeps that one).
 */
export async function startDailyJob(
  jobs: Jobs,
  definition: JobDefinition<Record<string, never>>,
  next: (now: Date) => Date,
  run: () => Promise<unknown>,
): Promise<void> {
  // The queue compares start times with the database's clock: the real time, not an injected one.
  const scheduleNext = () => enqueueOne(jobs, definition, {}, { startAfter: next(new Date()) });
  await startWorker(jobs, definition, async () => {
    await scheduleNext();
    await run();
  });
  await scheduleNext();
}
