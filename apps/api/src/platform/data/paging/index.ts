import { and, asc, count, gt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { prepareSelect } from '../prepared';
import { byShape, type Conditions, type Filters, type Shape } from './shapes';

export {
  byShape,
  containsText,
  equalTo,
  MAX_NAMED_SHAPES,
  type Conditions,
  type Filter,
  type Filters,
  type Shape,
} from './shapes';

/**
 * Paged searches (spec 001 §2 staff, tutor and student search, the notification group list; §9: 10
 * per page, the CSV download asks for limit = the total count): optional conditions as filters
 * (shapes.ts), one prepared statement per shape answering the page and the total.
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

/** The page's placeholders `limit` and `offset` (written `sql.placeholder('limit')` in a search). */
export const pageParams = (p: PageRequest) => ({ limit: p.limit, offset: offsetOf(p) });

/**
 * The column a paged search reads the total from: put it in the selection as `total`. A window
 * over the matches, so the page and the total are one statement.
 */
export const pageTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/** A paged search's ordered select of the matches; `where` holds the given conditions. */
type MatchesOf<C, T extends PgSelect> = (db: Db, shape: Shape<C>) => T;
type Found<T extends PgSelect> = T['_']['result'][number] & { total?: number };
type Row<T extends PgSelect> = Omit<Found<T>, 'total'>;

/** A select answering one row `{ total }`: the number of a shape's matches. */
type CountOf<C> = (db: Db, shape: Shape<C>) => PgSelect;

export interface PagedSearchOptions<C> {
  /**
   * How the total is counted. Absent: each row carries it (`total: pageTotal()` in the selection,
   * one statement), and only a page past the end, which has no row to read it from, counts
   * `matches` in a second statement. Given: this statement counts, beside the page, every time —
   * for a search whose window total would sort and join every match to show ten (the student
   * search: its count reads the students alone, its page stops after `limit` in index order).
   */
  count?: CountOf<C>;
}

/**
 * A search answering one page and the total: the one paged path of the staff, tutor, student and
 * e-mail searches and the group list. `matches` builds the ordered select of a shape, its
 * selection flat (platform/data/prepared), as `.$dynamic()`.
 */
export function pagedSearch<C, T extends PgSelect>(
  name: string,
  filters: Filters<C>,
  matches: MatchesOf<C, T>,
  options: PagedSearchOptions<C> = {},
) {
  const countApart = options.count;
  const statementsOf = byShape(name, filters, (db, shape) => ({
    page: prepareSelect(
      db,
      shape.nameOf(),
      matches(db, shape).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
    ),
    count: prepareSelect(
      db,
      shape.nameOf('_count'),
      countApart
        ? countApart(db, shape)
        : db.select({ total: count() }).from(sql`(${matches(db, shape)}) as "matches"`),
    ),
  }));
  return async (db: Db, conditions: Conditions<C>, page: PageRequest): Promise<Page<Row<T>>> => {
    const { statements, params } = statementsOf(db, conditions);
    const counted = async () => {
      const [row] = (await statements.count.execute(params)) as { total?: number }[];
      return row?.total ?? 0;
    };
    const read = statements.page.execute({ ...params, ...pageParams(page) }) as Promise<Found<T>[]>;
    if (countApart) {
      const [found, total] = await Promise.all([read, counted()]);
      return { total, rows: found };
    }
    const found = await read;
    const rows: Row<T>[] = found.map(({ total: _total, ...row }) => row);
    if (found[0]) return { total: found[0].total ?? 0, rows };
    return { total: page.page <= 1 ? 0 : await counted(), rows };
  };
}

/**
 * A search's order that a batch can resume from: `key` in byte order (collate "C", as the
 * indexes), then `id`.
 */
export interface KeyOrder {
  key: AnyColumn;
  id: AnyColumn;
}

export const byKeyOrder = (o: KeyOrder) => [sql`${o.key} collate "C"`, asc(o.id)];

/** Rows read per statement by the CSVs (`batch`): a 10,000-student school is ten statements. */
const BATCH = 1_000;

/** The rows after the placeholders `afterKey` and `afterId` in a KeyOrder. */
const afterOf = (o: KeyOrder) => {
  const key = sql.placeholder('afterKey');
  return or(
    sql`${o.key} collate "C" > ${key} collate "C"`,
    and(sql`${o.key} = ${key}`, gt(o.id, sql.placeholder('afterId'))),
  );
};

/**
 * Every row a search's conditions find, batch by batch in `order` (keyset: each batch starts after
 * the last row of the one before, so no batch rereads the rows before it). `matches` builds the
 * select of a shape, unordered and unlimited, its selection flat; `resumeFrom` reads a row's key
 * and id. Two statements per shape: the first batch and the next.
 */
export function batchedSearch<C, T extends PgSelect, R = T['_']['result'][number]>(
  name: string,
  filters: Filters<C>,
  order: KeyOrder,
  matches: MatchesOf<C, T>,
  resumeFrom: (row: R) => { key: unknown; id: unknown },
  batch = BATCH,
) {
  const statementsOf = byShape(name, filters, (db, shape) => {
    const statement = (where: SQL | undefined, part: string) =>
      prepareSelect(
        db,
        shape.nameOf(part),
        matches(db, { ...shape, where })
          .orderBy(...byKeyOrder(order))
          .limit(batch),
      );
    const after = and(shape.where, afterOf(order));
    return { first: statement(shape.where, ''), next: statement(after, '_next') };
  });
  return async function* batches(db: Db, conditions: Conditions<C>): AsyncGenerator<R[]> {
    const { statements, params } = statementsOf(db, conditions);
    let rows = (await statements.first.execute(params)) as R[];
    for (;;) {
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batch) return;
      const last = resumeFrom(rows[rows.length - 1]!);
      rows = (await statements.next.execute({
        ...params,
        afterKey: last.key,
        afterId: last.id,
      })) as R[];
    }
  };
}
