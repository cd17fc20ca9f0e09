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
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as appSchema from './schema';
import * as idpSchema from '@tayori/idp/schema';

export const schema = { ...appSchema, ...idpSchema };
export type Schema = typeof schema;
/** One type for both drivers: every query is written once and runs on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Database {
  db: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
    // An idle connection can be cut (server restart, failover, an administrator's termination);
    // without a listener node-postgres would crash the process. The pool opens a new one on demand.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const release = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = target.dataDir
      ? new PGlite(target.dataDir)
      : new PGlite({ loadDataDir: target.loadDataDir });
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
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

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], {
      migrationsFolder,
    });
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder,
    });
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
