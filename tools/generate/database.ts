/** Preparing the target database: create (or drop and re-create), migrate, check it is empty. */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database } from '@tayori/api/db/client';
import { migrateDatabase } from '@tayori/api/db/migrate';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/tayori_bench';
/** Where the sample ids of each generated dataset are written (.data/: ignored by git, prettier and eslint). */
export const dataDir = join(dirname(fileURLToPath(import.meta.url)), '../bench/.data');

/** Bumped whenever the generator's output changes, so the bench regenerates stale datasets. */
export const GENERATOR_VERSION = 6;

export interface Fingerprint {
  generator: number;
  students: number;
  seed: number;
  notices: number | null;
  staff: number | null;
  /** Hash of the migration files the data was loaded under. */
  migrations: string;
}

export function migrationsHash(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(sql|json)$/.test(entry.name) && !entry.name.endsWith('_snapshot.json'))
        hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The same server's maintenance database, where CREATE/DROP DATABASE run. */
export function adminUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** One statement on a connection of its own to `url`: its rows. */
export async function queryOnce<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function adminQuery<T extends pg.QueryResultRow>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const tryUrl = (target: string) => queryOnce<T>(target, text, values);
  try {
    return await tryUrl(adminUrl(url));
  } catch (err) {
    if ((err as { code?: string }).code !== '3D000') throw err; // no "postgres" database
    const u = new URL(url);
    u.pathname = '/template1';
    return tryUrl(u.toString());
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function postgresDatabaseExists(url: string): Promise<boolean> {
  return (
    (await adminQuery(url, 'SELECT 1 FROM pg_database WHERE datname = $1', [databaseName(url)]))
      .length > 0
  );
}

/** The fingerprint stored on a database by an earlier run (COMMENT ON DATABASE), or null. */
export async function readFingerprint(url: string): Promise<Fingerprint | null> {
  const rows = await adminQuery<{ c: string | null }>(
    url,
    "SELECT shobj_description(oid, 'pg_database') AS c FROM pg_database WHERE datname = $1",
    [databaseName(url)],
  );
  try {
    const parsed = JSON.parse(rows[0]?.c ?? 'null') as { tayoriDataset?: Fingerprint } | null;
    return parsed?.tayoriDataset ?? null;
  } catch {
    return null;
  }
}

export async function writeFingerprint(url: string, fingerprint: Fingerprint): Promise<void> {
  const text = JSON.stringify({ tayoriDataset: fingerprint }).replace(/'/g, "''");
  await adminQuery(url, `COMMENT ON DATABASE ${ident(databaseName(url))} IS '${text}'`);
}

/**
 * Creates the database (dropping it first with `reset`), migrates it, and refuses to go on when it
 * already holds users. Only databases whose name contains "bench" may be reset.
 */
export async function preparePostgres(url: string, reset: boolean): Promise<void> {
  const name = databaseName(url);
  const exists = await postgresDatabaseExists(url);
  if (exists && reset) {
    if (!/bench/i.test(name))
      throw new Error(
        `Refusing to drop "${name}": --reset only drops databases whose name contains "bench".`,
      );
    await adminQuery(url, `DROP DATABASE ${ident(name)} WITH (FORCE)`);
  }
  if (!exists || reset) await adminQuery(url, `CREATE DATABASE ${ident(name)}`);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    await migrateAndCheckEmpty(database, name);
  } finally {
    await database.close();
  }
}

/** Opens (after removing it with `reset`) a PGlite data directory, migrated and empty. */
export async function preparePglite(
  dataDir: string | undefined,
  reset: boolean,
): Promise<{ database: Database; client: PGlite }> {
  if (dataDir && reset && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  const database = await openDatabase(dataDir ? { kind: 'pglite', dataDir } : { kind: 'pglite' });
  try {
    await migrateAndCheckEmpty(database, dataDir ?? 'in-memory PGlite');
  } catch (err) {
    await database.close();
    throw err;
  }
  if (!database.pglite)
    throw new Error('openDatabase answered a PGlite database without its client');
  return { database, client: database.pglite };
}

async function migrateAndCheckEmpty(database: Database, label: string) {
  await migrateDatabase(database);
  const result = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM users`,
  )) as unknown as { rows: { n: number }[] };
  if ((result.rows[0]?.n ?? 0) > 0) {
    throw new Error(`${label} already holds data: pass --reset to drop and re-create it.`);
  }
}

/**
 * A fresh copy of a generated database under `name` (which must contain "bench"), for a run that
 * writes to it (an account to sign in with) and must leave the benchmark's data as it was.
 */
export async function copyDatabase(templateUrl: string, name: string): Promise<string> {
  if (!/bench/i.test(name)) throw new Error(`Refusing to replace "${name}": not a bench database.`);
  await adminQuery(templateUrl, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
  await adminQuery(
    templateUrl,
    `CREATE DATABASE ${ident(name)} TEMPLATE ${ident(databaseName(templateUrl))}`,
  );
  const u = new URL(templateUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Drops a copy made by copyDatabase. */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!/bench/i.test(name)) throw new Error(`Refusing to drop "${name}": not a bench database.`);
  await adminQuery(url, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
}
