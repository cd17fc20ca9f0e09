import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { z } from 'zod';
import {
  defineJob,
  enqueue,
  enqueueOne,
  ensureQueue,
  jobsIn,
  startJobs,
  startWorker,
  stopJobs,
  type Jobs,
} from './jobs';

let database: Database;
let jobs: Jobs;
beforeAll(async () => {
  database = await openTestDatabase();
  jobs = await startJobs(database, pino({ level: 'silent' }));
});
afterAll(async () => {
  if (jobs) await stopJobs(jobs);
  await database?.close();
});

interface Note {
  text: string;
}

/** Collects what a worker on `queue` receives until `count` jobs have arrived. */
function received(queue: string, count: number): Promise<string[]> {
  const texts: string[] = [];
  return new Promise((resolve) => {
    void jobs.work<Note>(queue, { pollingIntervalSeconds: 0.5 }, async (batch) => {
      for (const job of batch) texts.push(job.data.text);
      if (texts.length >= count) resolve(texts);
    });
  });
}

describe('the job queue', () => {
  it('starts on a database migrated by the portal, with the queue schema already there', async () => {
    const found = (await database.db.execute(
      sql`select to_regclass('pgboss.job')::text as job`,
    )) as unknown as { rows: { job: string | null }[] };
    expect(found.rows[0]?.job).toBe('pgboss.job');
  });

  it('enqueues with the rows of a transaction: a committed job runs, a rolled-back one never exists', async () => {
    await jobs.createQueue('jobs-test-commit');
    await database.db
      .transaction(async (tx) => {
        await jobs.send('jobs-test-commit', { text: 'rolled back' }, { db: jobsIn(tx) });
        throw new Error('abandon');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await jobs.send('jobs-test-commit', { text: 'committed' }, { db: jobsIn(tx) });
    });

    expect(await received('jobs-test-commit', 1)).toEqual(['committed']);
    const stored = (await database.db.execute(
      sql`select count(*)::int as jobs from pgboss.job where name = 'jobs-test-commit'`,
    )) as unknown as { rows: { jobs: number }[] };
    expect(stored.rows[0]?.jobs).toBe(1);
  });

  it('retries a job whose handler fails, then hands it over once it succeeds', async () => {
    await jobs.createQueue('jobs-test-retry', { retryLimit: 2, retryDelay: 0 });
    let attempts = 0;
    const done = new Promise<number>((resolve) => {
      void jobs.work<Note>('jobs-test-retry', { pollingIntervalSeconds: 0.5 }, async () => {
        attempts += 1;
        if (attempts < 2) throw new Error('a temporary failure');
        resolve(attempts);
      });
    });
    await jobs.send('jobs-test-retry', { text: 'again' });
    expect(await done).toBe(2);
  });
});

describe('a job definition', () => {
  const note = defineJob({
    name: 'jobs-test-defined',
    payload: z.object({ text: z.string().min(1) }),
    queue: { retryLimit: 0 },
  });

  it('refuses a payload of the wrong shape when it is enqueued, enqueuing nothing', async () => {
    await expect(enqueueOne(jobs, note, { text: '' })).rejects.toThrow();
    await expect(enqueue(jobs, note, [{ data: { text: 1 } as never }])).rejects.toThrow();
  });

  it('hands its worker checked payloads, and fails a job whose payload is not one', async () => {
    const seen: string[] = [];
    let arrived = () => {};
    const done = new Promise<void>((resolve) => (arrived = resolve));
    await ensureQueue(jobs, note);
    await startWorker(jobs, note, async ({ text }) => {
      seen.push(text);
      arrived();
    });
    // Written around the definition (an older version's job): the worker does not run it.
    const bad = await jobs.send(note.name, { words: 'no text' });
    await enqueueOne(jobs, note, { text: 'checked' });
    await done;
    expect(seen).toEqual(['checked']);
    await expect
      .poll(async () => (await jobs.getJobById(note.name, bad!))?.state, { timeout: 10_000 })
      .toBe('failed');
  });
});
