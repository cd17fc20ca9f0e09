import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@tayori/api/db/client';
import { openTestDatabase } from '@tayori/api/test/test-database';
import { Loader, type SqlRunner } from '@tayori/api/db/builder';
import { generateDataset, type GenerateResult } from './generate';

const now = new Date('2026-06-15T03:00:00Z');
const today = '2026-06-15';

/** PGlite's client and node-postgres' pool both answer `query(text, values)` with `{ rows }`. */
interface Client {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** A migrated copy of the test template (in-memory PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
async function generateTiny(): Promise<{
  database: Database;
  client: Client;
  result: GenerateResult;
}> {
  const database = await openTestDatabase();
  const client = (database.db as unknown as { $client: Client }).$client;
  const runner: SqlRunner = {
    parallel: 1,
    query: async (t, v) => (await client.query(t, v)).rows,
    close: async () => {},
  };
  const result = await generateDataset(new Loader(runner, 500), {
    students: 200,
    seed: 7,
    now,
    notices: 80,
    staff: 60,
  });
  return { database, client, result };
}

const rows = async <T>(client: Client, text: string) => (await client.query(text)).rows as T[];
const one = async (client: Client, text: string) =>
  Number(Object.values((await rows<Record<string, unknown>>(client, text))[0]!)[0]);

// The builder's rules (valid fields, groups, deliveries, read state) are checked at this scale in
// @tayori/api's db/builder/builder.test.ts; here, what the benchmark reads: the sample and determinism.
describe('data generator (200 students)', () => {
  let a: Awaited<ReturnType<typeof generateTiny>>;
  let b: Awaited<ReturnType<typeof generateTiny>>;

  beforeAll(async () => {
    a = await generateTiny();
    b = await generateTiny();
  }, 120_000);
  afterAll(async () => {
    await a?.database.close();
    await b?.database.close();
  });

  it('writes the requested people', async () => {
    expect(await one(a.client, 'SELECT count(*) FROM students')).toBe(200);
    expect(
      await one(a.client, "SELECT count(*) FROM users WHERE user_type <> 'STUDENT'"),
    ).toBeGreaterThanOrEqual(60);
    expect(await one(a.client, 'SELECT count(*) FROM schools')).toBe(20);
    const years = await rows<{ school_year: number }>(
      a.client,
      'SELECT DISTINCT school_year FROM students ORDER BY 1',
    );
    expect(years.map((r) => r.school_year)).toEqual([-1, 1, 2, 3, 4]);
    // The correspondence school holds 22% of the students.
    expect(a.result.sample.schools[0]!.students).toBe(44);
  });

  it('samples ids a benchmark can sign in as', async () => {
    const { sample } = a.result;
    expect(sample.studentIds.length).toBeGreaterThan(150);
    const ids = sample.studentIds.map((id) => `'${id}'`).join(',');
    expect(
      await one(a.client, `SELECT count(*) FROM users WHERE id IN (${ids}) AND status = 'ACTIVE'`),
    ).toBe(sample.studentIds.length);
    expect(
      await one(
        a.client,
        `SELECT count(*) FROM notice_deliveries WHERE notice_id = ${sample.groupOf10kNoticeId}`,
      ),
    ).toBe(sample.groupOf10k.size);
    // A sampled student's notices: the last 20 in release (not deleted) delivered to them.
    const [student, noticeIds] = Object.entries(sample.deliveredNoticeIds).find(
      ([, list]) => list.length > 0,
    )!;
    const delivered = await rows<{ id: number }>(
      a.client,
      `SELECT n.id::int AS id FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
        WHERE d.user_id = '${student}' AND n.deleted_at IS NULL AND n.open_status
        AND n.start_date <= '${today}' AND n.end_date >= '${today}' ORDER BY n.id`,
    );
    expect(noticeIds).toEqual(delivered.map((r) => r.id).slice(-20));
  });

  it('is deterministic: the same seed gives the same rows', async () => {
    for (const q of [
      'SELECT * FROM users ORDER BY id LIMIT 20',
      'SELECT * FROM students ORDER BY user_id LIMIT 20',
      'SELECT id, title, body, start_date, end_date, created_at FROM notices ORDER BY id LIMIT 20',
      'SELECT * FROM notice_deliveries ORDER BY notice_id, user_id LIMIT 50',
    ]) {
      expect(await rows(b.client, q)).toEqual(await rows(a.client, q));
    }
    expect(b.result).toEqual(a.result);
  });
});
