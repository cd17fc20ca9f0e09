import {
  mkdirSync,
  openSync,
  closeSync,
  unlinkSync,
  writeSync,
  readFileSync,
  existsSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as appSchema from './schema';
import * as idpSchema from '@tayori/idp/schema';

export const schema = { ...appSchema, ...idpSchema };
export type Schema = typeof schema;
/** One type for both drivers: every query is written once and runs on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** pg-boss's schema in the portal's database. */
export const JOB_SCHEMA = 'pgboss';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  /**
   * Work over thousands of rows (the job workers, and staff's sends, imports and exports to a whole
   * school): on PostgreSQL a pool of DATABASE_BULK_POOL_SIZE connections of its own, so it never
   * holds the connections the students' requests wait for (docs/scale.md); on PGlite, `db`.
   */
  bulk: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the pool, for work that needs one connection of its own (a session lock). */
  pool?: pg.Pool;
  /** PostgreSQL only: where it is, for the job queue's own small pool (platform/jobs.ts). */
  url?: string;
  /** PGlite only: the client itself, which the job queue shares (it has one connection). */
  pglite?: PGlite;
}

/** The bulk pool's connections name themselves so (pg_stat_activity). */
export const BULK_APPLICATION_NAME = 'tayori-bulk';

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      poolSize: number;
      /** DATABASE_BULK_POOL_SIZE: the bulk work's own connections; 0 (or unset): `poolSize`'s. */
      bulkPoolSize?: number;
    }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = openPool(target.url, target.poolSize);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const bulkPool = target.bulkPoolSize
      ? openPool(target.url, target.bulkPoolSize, BULK_APPLICATION_NAME)
      : null;
    return {
      db,
      bulk: bulkPool ? (drizzlePg(bulkPool, { schema }) as unknown as Db) : db,
      kind: 'postgres',
      pool,
      url: target.url,
      close: async () => {
        await Promise.all([pool.end(), bulkPool?.end()]);
      },
    };
  }
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    // pg_trgm serves the name and kana searches' indexes; PGlite must load it at every open, or
    // writes to an indexed table fail (DESIGN §10).
    const extensions = { pg_trgm };
    const client = target.dataDir
      ? new PGlite(target.dataDir, { extensions })
      : new PGlite({ loadDataDir: target.loadDataDir, extensions });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      bulk: db,
      kind: 'pglite',
      pglite: client,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** PGlite has no cross-process lock: a lock file stops two processes opening one data directory. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, '..', `${dataDir.split('/').pop() ?? 'data'}.lock`);
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8'));
    if (pid && isRunning(pid)) {
      throw new Error(`The data directory ${dataDir} is in use by process ${pid}.`);
    }
    unlinkSync(lockPath);
  }
  const fd = openSync(lockPath, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => {
    try {
      unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function openPool(url: string, max: number, applicationName?: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: applicationName,
    // A server that never answers fails a call after this long instead of hanging it.
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection can be cut (server restart, failover, an administrator's termination);
  // without a listener node-postgres would crash the process. The pool opens a new one on demand.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  return pool;
}

/** Which database, as the logs name it: never its password. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `the embedded database in ${target.dataDir ?? 'memory'}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432} (database ${decodeURIComponent(url.pathname.slice(1)) || '(default)'}, user ${decodeURIComponent(url.username) || '(default)'})`;
}

/**
 * Why the database cannot be used, in a sentence a deployer can act on: which server (host, port,
 * database and user, never the password) and what went wrong. Drizzle wraps the driver's error
 * ("Failed query: CREATE SCHEMA…"); the cause chain holds the real one.
 */
export function describeDatabaseFailure(err: unknown, target: DatabaseTarget): string {
  const cause = rootCause(err);
  const code = String((cause as { code?: unknown }).code ?? '');
  if (target.kind === 'pglite') {
    return `Cannot open ${describeDatabase(target)}: ${cause.message}`;
  }
  const url = new URL(target.url);
  const where = describeDatabase(target);
  const why: Record<string, string> = {
    ECONNREFUSED: 'nothing accepts connections there (is the server running, and the port right?)',
    ENOTFOUND: `the host name ${url.hostname} does not resolve`,
    EAI_AGAIN: `the host name ${url.hostname} could not be resolved (DNS did not answer)`,
    ETIMEDOUT: 'the connection timed out (a firewall, or the wrong address?)',
    ECONNRESET: 'the server closed the connection (TLS required, or a proxy in between?)',
    '28P01': 'the password was refused',
    '28000': `the server refused this user (${cause.message.split('\n')[0]}: check the user and pg_hba.conf)`,
    '3D000': 'the database does not exist (create it first)',
    '42501': 'the user lacks a privilege the migrations need (CREATE on the database)',
    '53300': 'the server has no connection slots left',
    '57P03': 'the server is starting up or shutting down',
  };
  const reason =
    why[code] ??
    (/timeout/i.test(cause.message) ? 'no answer within 10 s' : cause.message.split('\n')[0]);
  return `Cannot use ${where}: ${reason}${code && !why[code] ? ` (${code})` : ''}.`;
}

function rootCause(err: unknown): Error {
  let current = err instanceof Error ? err : new Error(String(err));
  for (let depth = 0; depth < 5 && current.cause instanceof Error; depth++) current = current.cause;
  // node-postgres reports a refused multi-address connect as an AggregateError of the attempts.
  if (current instanceof AggregateError && current.errors[0] instanceof Error)
    return current.errors[0];
  return current;
}
