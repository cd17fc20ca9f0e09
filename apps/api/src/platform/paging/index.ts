import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/**
 * Paged searches (spec 001 §2 staff, tutor and student search; §9: 10 per page, the CSV download
 * asks for limit = the total count). fastify/demo's `paginate`: optional conditions and one
 * statement per request whatever filters are given, built for the request; no prepared statement
 * per filter combination. (The staff notice search keeps its per-shape prepared statements:
 * docs/decisions.md, "Paging".)
 */
export interface PageRequest {
  /** 1-based. */
  page: number;
  limit: number;
}

export interface Page<Row> {
  /** Every match, not only this page's (the hit count, the page links). */
  total: number;
  rows: Row[];
}

export const offsetOf = (p: PageRequest): number => (p.page - 1) * p.limit;

/** The conditions that are given, joined with AND; a filter left empty is `undefined` and drops out. */
export const allOf = (...conditions: (SQL | undefined | null | false)[]): SQL | undefined =>
  and(...conditions.filter((c): c is SQL => !!c));

/**
 * The column findPage reads the total from: put it in the search's selection as `total`. A window
 * over the matches, so the page and the total are one statement.
 */
export const pageTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

type Row<T extends PgSelect> = Awaited<T>[number];

/**
 * One page of a search and the total. `search` builds the whole query, ordered, its selection
 * holding `total: pageTotal()`, as `.$dynamic()` (drizzle builders change as they are added to,
 * so it is called for a fresh one). A page past the end has no row to read the total from: only
 * then a second statement counts.
 */
export async function findPage<T extends PgSelect>(
  db: Db,
  page: PageRequest,
  search: () => T,
): Promise<Page<Omit<Row<T>, 'total'>>> {
  const found = (await search().limit(page.limit).offset(offsetOf(page))) as Row<T>[];
  const rows = found.map(({ total: _total, ...row }) => row as Omit<Row<T>, 'total'>);
  const first = found[0] as { total?: number } | undefined;
  if (first?.total !== undefined) return { total: first.total, rows };
  if (page.page <= 1) return { total: 0, rows };
  const [counted] = await db.select({ total: count() }).from(sql`(${search()}) as "matches"`);
  return { total: counted?.total ?? 0, rows };
}
