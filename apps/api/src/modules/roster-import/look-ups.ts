import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/*
 * How the import looks up a file's keys in the database: a few thousand a statement, since each
 * key is a bound parameter and PostgreSQL takes at most 65,535 of them in one statement.
 */

const CHUNK = 5000;

/** `items` in runs of at most 5,000, in order. */
export function chunksOf<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  return chunks;
}

/** The rows `read` finds for `keys`, looked up a chunk at a time. */
export async function readInChunks<K, T>(
  keys: readonly K[],
  read: (chunk: K[]) => Promise<T[]>,
): Promise<T[]> {
  const found: T[] = [];
  for (const chunk of chunksOf(keys)) found.push(...(await read(chunk)));
  return found;
}

/** An account's sign-in ID as the import matches it: lower-cased, as users_email_uq compares. */
export const signInKey = () => sql<string>`lower(${users.email})`;
