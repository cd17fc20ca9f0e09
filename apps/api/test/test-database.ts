import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { adminQuery, withDatabase } from './global-setup';

/**
 * A fresh database for one test file: a copy of the migrated template, on PGlite by default or on
 * PostgreSQL when TEST_DATABASE_URL is set.
 */
export async function openTestDatabase(
  // The production default (config.ts): the suites' bulk work runs on connections of its own.
  { bulkPoolSize = 2 }: { bulkPoolSize?: number } = {},
): Promise<Database> {
  const pgTemplateUrl = inject('pgTemplateUrl');
  const pgAdminUrl = inject('pgAdminUrl');
  if (pgTemplateUrl && pgAdminUrl) {
    const template = new URL(pgTemplateUrl).pathname.slice(1);
    const name = `tayori_test_${randomBytes(6).toString('hex')}`;
    await retry(() => adminQuery(pgAdminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`));
    const database = await openDatabase({
      kind: 'postgres',
      url: withDatabase(pgTemplateUrl, name),
      poolSize: 5,
      bulkPoolSize,
    });
    return {
      ...database,
      close: async () => {
        await database.close();
        await adminQuery(pgAdminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (!file)
    throw new Error('The test database template is missing: run tests through vitest.config.ts');
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([readFileSync(file)]) });
}

/**
 * A suite's own database: opened before its tests, handed over by `take` (which may also build
 * the rows the suite shares), closed after them.
 */
export function suiteDatabase(take: (database: Database) => unknown): void {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openTestDatabase();
    await take(database);
  });
  afterAll(() => database?.close());
}

/** Copies of one template can collide ("being accessed by other users"); a short retry settles it. */
async function retry(fn: () => Promise<void>, attempts = 5): Promise<void> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 200 * i));
    }
  }
}
