/** A Loader runner over a Drizzle transaction: the demo seed writes inside its own transaction. */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client';
import type { SqlRunner } from './loader';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** `text` with `$1`, `$2`… placeholders as a Drizzle statement with those values bound. */
function bind(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${sql.param(values[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks);
}

export function transactionRunner(tx: Tx): SqlRunner {
  return {
    parallel: 1,
    query: async (text, values = []) =>
      ((await tx.execute(bind(text, values))) as unknown as { rows: unknown[] }).rows,
    close: async () => {},
  };
}
