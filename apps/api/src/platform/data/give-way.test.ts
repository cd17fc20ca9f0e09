import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../../test/test-database';
import { giveWayToRequests, neverWait } from './give-way';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('giving way to requests', () => {
  it('never waits without a pool of connections (PGlite runs one statement at a time)', async () => {
    expect(giveWayToRequests(undefined).giveWay).toBe(neverWait);
    await expect(neverWait()).resolves.toBeUndefined();
  });
});

/** A real pool's queue of requests: PostgreSQL only. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('giving way to a pool’s waiting requests', () => {
  let database: Database;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await openTestDatabase({ bulkPoolSize: 0 });
    pool = new pg.Pool({ connectionString: database.url, max: 1 });
  });
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  it('waits while a request waits for a connection, and goes on when none does', async () => {
    const held = await pool.connect();
    const queued = pool.query('select 1');
    expect(pool.waitingCount).toBe(1);

    let gone = false;
    const { giveWay, stop } = giveWayToRequests(pool, { longestWaitMs: 10_000 });
    const going = giveWay().then(() => (gone = true));
    await sleep(100);
    expect(gone).toBe(false);

    held.release();
    await queued;
    await going;
    expect(gone).toBe(true);
    // Nothing waiting: at once.
    await giveWay();
    stop();
  });

  it('goes on after its longest wait even if requests still wait: background work never stops', async () => {
    const held = await pool.connect();
    const queued = pool.query('select 1');
    const started = performance.now();
    const { giveWay, stop } = giveWayToRequests(pool, { longestWaitMs: 200 });
    await giveWay();
    stop();
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(pool.waitingCount).toBe(1);
    held.release();
    await queued;
  });
});
