/** The generator's connections: node-postgres (a few statements in flight) or a PGlite client. */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { SqlRunner } from '@tayori/api/db/builder';

/**
 * Loading connections skip FK triggers (the builder writes consistent rows, parents first) and do
 * not wait for the WAL flush. The first needs superuser: without it loading is only slower.
 */
export async function postgresRunner(url: string, parallel = 3): Promise<SqlRunner> {
  const fast = '-c session_replication_role=replica -c synchronous_commit=off';
  let options: string | undefined = fast;
  const probe = new pg.Client({ connectionString: url, options });
  try {
    await probe.connect();
  } catch {
    options = '-c synchronous_commit=off';
  } finally {
    await probe.end().catch(() => {});
  }
  const pool = new pg.Pool({ connectionString: url, max: parallel, options });
  return {
    parallel,
    query: async (text, values) => (await pool.query(text, values)).rows,
    close: () => pool.end(),
  };
}

export function pgliteRunner(client: PGlite): SqlRunner {
  return {
    parallel: 1,
    query: async (text, values) => (await client.query(text, values)).rows,
    close: async () => {},
  };
}
