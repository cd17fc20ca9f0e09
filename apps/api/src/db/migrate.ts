import { readFileSync } from 'node:fs';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { getConstructionPlans } from 'pg-boss';
import { JOB_SCHEMA, migrationsFolder, type Database } from './client';

/**
 * The migrations (drizzle-kit's generated SQL under migrations/) and how a database gets them.
 *
 * Drizzle's own migrator applies only the journal's entries dated after the last one applied: an
 * entry dated out of order (0010 was, before 0009) is skipped for ever on a database that stood
 * between the two, which then comes up without its tables. This one applies every entry the
 * database has not recorded, by content and by date, in the journal's order, so a database at any
 * earlier state reaches the whole schema; and a start refuses a database that still lacks one
 * (docs/decisions/operations.md, "Migrations").
 */

export interface Migration {
  /** The file's name without .sql, e.g. 0010_staff_domains: what the logs and errors name. */
  tag: string;
  /** The journal's `when`, recorded as created_at (drizzle's column). */
  when: number;
  /** sha256 of the file, recorded as hash (drizzle's column). */
  hash: string;
  statements: string[];
}

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export function readJournal(folder = migrationsFolder): JournalEntry[] {
  return (
    JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] }
  ).entries;
}

/** The migrations the code has, in the journal's order. */
export function readMigrations(folder = migrationsFolder): Migration[] {
  const files = readMigrationFiles({ migrationsFolder: folder });
  return readJournal(folder).map((entry, i) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[i]!.hash,
    statements: files[i]!.sql,
  }));
}

/** Where drizzle keeps what it applied; the same table, so databases of earlier versions read alike. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

/** One connection's way to run SQL: node-postgres's client or PGlite. */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Several statements at once, no parameters (the simple query protocol). */
  exec(text: string): Promise<void>;
}

interface Recorded {
  hash: string;
  created_at: string | number | null;
}

async function recordedMigrations(session: SqlSession): Promise<Recorded[]> {
  const [found] = await session.query<{ t: string | null }>(
    `select to_regclass('${MIGRATIONS_TABLE}')::text as t`,
  );
  if (!found?.t) return [];
  return session.query<Recorded>(`select hash, created_at from ${MIGRATIONS_TABLE}`);
}

/**
 * An entry counts as applied when the database recorded its content or its date: a date moved to
 * put the journal in order still matches by content, and a file whose comment changed by date.
 */
function isRecorded(m: Migration, recorded: Recorded[]): boolean {
  return recorded.some((r) => r.hash === m.hash || Number(r.created_at) === m.when);
}

/** The code's migrations the database has not recorded, in the journal's order. */
export async function missingMigrations(
  session: SqlSession,
  migrations = readMigrations(),
): Promise<Migration[]> {
  const recorded = await recordedMigrations(session);
  return migrations.filter((m) => !isRecorded(m, recorded));
}

/** Applies the missing migrations in one transaction; answers the tags it applied. */
export async function applyMigrations(
  session: SqlSession,
  migrations = readMigrations(),
): Promise<string[]> {
  await session.exec(
    `create schema if not exists drizzle;
     create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
  );
  const missing = await missingMigrations(session, migrations);
  if (missing.length === 0) return [];
  await session.exec('begin');
  try {
    for (const m of missing) {
      for (const statement of m.statements) await session.exec(statement);
      await session.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at) values ($1, $2)`, [
        m.hash,
        m.when,
      ]);
    }
    await session.exec('commit');
  } catch (err) {
    await session.exec('rollback');
    throw err;
  }
  return missing.map((m) => m.tag);
}

/** Any fixed number: the session lock every instance takes to migrate (one at a time). */
const MIGRATION_LOCK_KEY = 7_342_025;

/**
 * Brings the database to the code's schema and answers the migrations it applied. Instances
 * starting together on one PostgreSQL take turns under a session advisory lock, so the first
 * migrates and the others find nothing left to do.
 */
export async function migrateDatabase(database: Database): Promise<string[]> {
  return withSession(database, async (session) => {
    const applied = await applyMigrations(session);
    await installJobQueue(session);
    return applied;
  });
}

/** Runs `work` on one connection of the database, under the migration lock on PostgreSQL. */
export async function withSession<T>(
  database: Database,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (database.pool) {
    const client = await database.pool.connect();
    const session: SqlSession = {
      query: async (text, params) => (await client.query(text, params)).rows,
      exec: async (text) => void (await client.query(text)),
    };
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      try {
        return await work(session);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      client.release();
    }
  }
  const client = database.pglite;
  if (!client) throw new Error('A PGlite database without its client');
  return work({
    query: async <T>(text: string, params?: unknown[]) =>
      (await client.query<T>(text, params)).rows,
    exec: async (text) => void (await client.exec(text)),
  });
}

/**
 * Creates the job queue's tables (pg-boss's own schema) with the portal's, so a new database, a
 * test template or a copy of one starts its queue without building them. Newer pg-boss versions
 * migrate that schema when they start (platform/jobs.ts).
 */
async function installJobQueue(session: SqlSession): Promise<void> {
  const [found] = await session.query<{ version: string | null }>(
    `select to_regclass('${JOB_SCHEMA}.version')::text as version`,
  );
  if (found?.version) return;
  await session.exec(getConstructionPlans(JOB_SCHEMA));
}

/**
 * Start-up's check after migrating: a database that still lacks a migration the code has is not
 * served (its screens would answer 500 where a table is missing). Answers why, or null.
 */
export async function schemaProblem(database: Database): Promise<string | null> {
  const missing = await withSession(database, (session) => missingMigrations(session));
  if (missing.length === 0) return null;
  return `The database lacks ${missing.length === 1 ? 'the migration' : 'the migrations'} ${missing
    .map((m) => m.tag)
    .join(', ')}: it was not brought to this version's schema. Nothing is served.`;
}

/**
 * How many recorded migrations the code does not know: a database that a newer version migrated
 * (a rollback). Their additions are left alone; start-up says so.
 */
export async function unknownMigrations(database: Database): Promise<number> {
  const migrations = readMigrations();
  const recorded = await withSession(database, recordedMigrations);
  return recorded.filter((r) => !migrations.some((m) => isRecorded(m, [r]))).length;
}
