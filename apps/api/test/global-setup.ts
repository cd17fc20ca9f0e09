import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding a migrated data directory, loaded by each test file. */
    pgliteTemplate?: string;
    /** PostgreSQL: a migrated template database each test file copies. */
    pgTemplateUrl?: string;
    /** PostgreSQL: where CREATE/DROP DATABASE run (never the template itself). */
    pgAdminUrl?: string;
  }
}

/** The production build of the server, which the deployment tests start as real processes. */
export const serverBundle = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/**
 * Builds the server bundle (a few seconds), then migrates once; each test file then starts from a
 * copy (DESIGN §8, Epic Stack's db-setup).
 */
export default async function setup(project: TestProject) {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../scripts/build.mjs', import.meta.url))],
    {
      stdio: 'inherit',
    },
  );
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `tayori_template_${process.pid}`;
    await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName}`);
    await adminQuery(url, `CREATE DATABASE ${templateName}`);
    const templateUrl = withDatabase(url, templateName);
    const database = await openDatabase({ kind: 'postgres', url: templateUrl, poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    project.provide('pgTemplateUrl', templateUrl);
    project.provide('pgAdminUrl', url);
    return async () => {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`).catch(() => {});
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(mkdtempSync(join(tmpdir(), 'tayori-test-')), 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
