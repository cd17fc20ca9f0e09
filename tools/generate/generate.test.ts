import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@tayori/api/db/client';
import { openTestDatabase } from '@tayori/api/test/test-database';
import { generateDataset, type GenerateResult } from './generate';
import { Loader, type SqlRunner } from './loader';

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
    kind: database.kind,
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
    const roles = await rows<{ role_type: string }>(
      a.client,
      "SELECT DISTINCT role_type FROM users WHERE user_type = 'STAFF' ORDER BY 1",
    );
    expect(roles).toHaveLength(5);
    expect(
      await one(
        a.client,
        `SELECT count(*) FROM users u WHERE role_type IN ('SCHOOL_EDITOR', 'SCHOOL_VIEWER')
      AND NOT EXISTS (SELECT 1 FROM staff_school_groups g WHERE g.user_id = u.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        a.client,
        `SELECT count(*) FROM users WHERE last_name_kana !~ '^[ァ-ヶー]+$' OR first_name_kana !~ '^[ァ-ヶー]+$'`,
      ),
    ).toBe(0);
  });

  it('has notices in every status relative to today in Asia/Tokyo', async () => {
    const statuses = await rows<{ status: string }>(
      a.client,
      `SELECT DISTINCT CASE
        WHEN NOT open_status THEN 'DRAFT' WHEN start_date > '${today}' THEN 'PRE_RELEASE'
        WHEN end_date < '${today}' THEN 'END_OF_RELEASE' ELSE 'IN_RELEASE' END AS status FROM notices ORDER BY 1`,
    );
    expect(statuses.map((r) => r.status)).toEqual([
      'DRAFT',
      'END_OF_RELEASE',
      'IN_RELEASE',
      'PRE_RELEASE',
    ]);
  });

  it('delivers opened notices to members of their group only, read after the start', async () => {
    expect(await one(a.client, 'SELECT count(*) FROM notice_deliveries')).toBeGreaterThan(0);
    expect(
      await one(
        a.client,
        `SELECT count(*) FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
      WHERE NOT EXISTS (SELECT 1 FROM notice_group_members m WHERE m.group_id = n.group_id AND m.user_id = d.user_id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        a.client,
        'SELECT count(*) FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id WHERE NOT n.open_status',
      ),
    ).toBe(0);
    expect(
      await one(
        a.client,
        `SELECT count(*) FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
      WHERE d.read_at IS NOT NULL AND (d.read_at < (n.start_date::timestamp AT TIME ZONE 'Asia/Tokyo') OR d.read_at > '${now.toISOString()}')`,
      ),
    ).toBe(0);
    expect(
      await one(
        a.client,
        `SELECT count(*) FROM notice_group_members m JOIN users u ON u.id = m.user_id WHERE u.status <> 'ACTIVE'`,
      ),
    ).toBe(0);
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
