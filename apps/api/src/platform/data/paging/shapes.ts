import { and, eq, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { containing } from '../like';

/**
 * A search's optional conditions as data (spec 001 §2's search forms): each is written once on the
 * placeholder of its value, so a search is one prepared statement per shape (which conditions are
 * given), built on first use. A request only picks its shape and passes the values: building the
 * SQL per request, and planning it on the server each time, made a one-connection search take
 * twice the time of the same SQL prepared (docs/performance.md, "Searches by shape").
 */
export interface Filter<V> {
  /** The condition on its value's placeholder; `db` for a subquery. */
  where(value: Placeholder, db: Db): SQL;
  /** The parameter the value becomes (a part match's pattern); the value itself when absent. */
  param?(value: V): unknown;
  /**
   * A lookup's key rather than a search's condition: not given (an empty id), it matches no row
   * instead of being no condition, so an empty key never names the first row of the table.
   */
  required?: boolean;
}

/** The filters of a search's conditions `C`, by condition name (the placeholder's name too). */
export type Filters<C> = { readonly [K in keyof C]?: Filter<NonNullable<C[K]>> };

/**
 * A request's values of the conditions: absent, null or empty text is no condition (no row, for a
 * required one).
 */
export type Conditions<C> = { readonly [K in keyof C]?: C[K] | null };

/** `column = value`; `required`: a lookup's key (see Filter). */
export const equalTo = (column: AnyColumn, opts: { required?: boolean } = {}): Filter<unknown> => ({
  where: (value) => eq(column, value),
  required: opts.required,
});

/**
 * `column` holds the text anywhere (spec 001 §2: names and kana "match by part"), whatever the
 * letters' case (ILIKE), with the text's own % _ \ taken literally. Trigram indexes (pg_trgm)
 * serve it from three characters on. `caseless`: text without case (full-width katakana after the
 * contract's normalisation) is matched with LIKE, which does not lower-case every row it reads.
 */
export const containsText = (
  column: AnyColumn | SQL,
  opts: { caseless?: boolean } = {},
): Filter<string> => ({
  where: (value) => (opts.caseless ? sql`${column} like ${value}` : sql`${column} ilike ${value}`),
  param: containing,
});

/** Absent, null or empty text is no condition (a form's field left empty). */
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** What a shape's statements are built from. */
export interface Shape<C> {
  /** The given conditions joined with AND (undefined: none). */
  where: SQL | undefined;
  given: ReadonlySet<keyof C>;
  /**
   * The server-side name of the shape's statement `part` ('' the main one), or undefined past the
   * first MAX_NAMED_SHAPES shapes of the search (then parsed and planned per call, as before).
   */
  nameOf(part?: string): string | undefined;
}

/**
 * How many shapes of one search get named statements. PostgreSQL keeps a named statement for the
 * connection's life and node-postgres never deallocates one; the shapes are the callers' to
 * choose (2^14 for the staff search), so past this many a shape's statements go unnamed.
 */
export const MAX_NAMED_SHAPES = 64;

/** Built shapes remembered per database: the LRU bounds memory whatever shapes are asked for. */
const SHAPES_REMEMBERED = 256;

/**
 * `build`'s statements for the shape of the conditions a request gives, built once per shape and
 * database, with the parameters of the given conditions (each filter's `param` of its value).
 */
export function byShape<C, S extends object>(
  name: string,
  filters: Filters<C>,
  build: (db: Db, shape: Shape<C>) => S,
): (db: Db, conditions: Conditions<C>) => { statements: S; params: Record<string, unknown> } {
  const keys = Object.keys(filters) as (keyof C & string)[];
  if (keys.length > 31) throw new Error(`${name}: a shape is a 31-bit mask`);
  const built = new WeakMap<Db, LRUCache<number, S>>();
  const named = new Set<number>();
  return (db, conditions) => {
    let mask = 0;
    const params: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const value = conditions[key];
      if (!isGiven(value)) continue;
      mask |= 1 << i;
      const param = filters[key]!.param;
      params[key] = param ? param(value as never) : value;
    }
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new LRUCache({ max: SHAPES_REMEMBERED })));
    let statements = shapes.get(mask);
    if (statements === undefined) {
      const given = keys.filter((_, i) => mask & (1 << i));
      if (named.size < MAX_NAMED_SHAPES) named.add(mask);
      const base = named.has(mask) ? `${name}_${mask.toString(36)}` : undefined;
      // A required key not given: the shape answers no row (PostgreSQL reads no table for it).
      const missing = keys.some((key, i) => filters[key]!.required && !(mask & (1 << i)));
      statements = build(db, {
        where: missing
          ? sql`false`
          : and(...given.map((key) => filters[key]!.where(sql.placeholder(key), db))),
        given: new Set(given),
        nameOf: (part = '') => base && base + part,
      });
      shapes.set(mask, statements);
    }
    return { statements, params };
  };
}
