import { types } from 'node:util';
import { Column, is, noopDecoder, SQL, type DriverValueDecoder } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/*
 * The query engine's fence: this file reaches into drizzle 0.45's internals (`db._.session`,
 * `prepareQuery`'s positional arguments, a selected SQL's `decoder`, the alias proxy of a
 * subquery's columns), which drizzle may change in any release. prepared.test.ts checks every one
 * against drizzle's own mapping: run it first when upgrading drizzle-orm, and fix this file alone.
 */

/**
 * A statement built and prepared once per database (drizzle `.prepare(name)`: on node-postgres a
 * named statement, parsed once per connection; on PGlite a cached query). Building the SQL on every
 * call was a tenth of a hot read's CPU. The name must be unique in the process: one name, one SQL.
 */
export function preparedFor<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

/** What preparedSelect needs of a drizzle select (`db.select({…}).from(…)…`). */
interface FlatSelect {
  readonly _: { readonly result: unknown; readonly selectedFields: unknown };
  toSQL(): { sql: string; params: unknown[] };
}

export interface PreparedSelect<Q extends FlatSelect> {
  execute(placeholders?: Record<string, unknown>): Promise<Q['_']['result']>;
}

/**
 * `query.prepare(name)` for a select whose selection is flat (columns and sql values, no nested
 * objects), with its rows mapped by a function compiled once from the selection instead of
 * drizzle's mapResultRow. That one looks up each field's kind and walks its path for every value
 * of every row: 70 ms of CPU for the 10,000 rows of a whole-school read status, where one object
 * literal per row takes under 1 ms. Values are decoded as drizzle decodes them.
 */
export function prepareSelect<Q extends FlatSelect>(
  db: Db,
  /** The server-side statement's; undefined: parsed and planned on every call. */
  name: string | undefined,
  query: Q,
): PreparedSelect<Q> {
  const mapRows = compileRowMapper(query._.selectedFields as Record<string, unknown>);
  return db._.session.prepareQuery(query.toSQL(), undefined, name, true, mapRows);
}

const dialect = new PgDialect();

/**
 * A statement written as `sql` (an update, a CTE) prepared once per database, its values as
 * `sql.placeholder(name)`: `db.execute(sql)` built and sent its text on every call.
 */
export const preparedStatement = (name: string, statement: SQL) =>
  preparedFor((db) =>
    db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false),
  );

/** prepareSelect once per database (preparedFor). */
export const preparedSelect = <Q extends FlatSelect>(name: string, build: (db: Db) => Q) =>
  preparedFor((db) => prepareSelect(db, name, build(db)));

/**
 * drizzle's decoder of a selected field, as mapResultRow picks it (an SQL's `decoder` is internal
 * to drizzle: prepared.test.ts checks the mapping against drizzle's own).
 */
function decoderOf(key: string, field: unknown): DriverValueDecoder<unknown, unknown> {
  type Decoded = { decoder: DriverValueDecoder<unknown, unknown> };
  // A subquery's column is drizzle's alias proxy, which forwards every property read (the
  // decoder's own `this.withTimezone` too): decode with a plain copy of the column instead.
  if (is(field, Column))
    return types.isProxy(field)
      ? (Object.assign(Object.create(Object.getPrototypeOf(field) as object), field) as Column)
      : field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as Decoded).decoder;
  throw new Error(`preparedSelect: ${key} is not a column or an sql value`);
}

/** Whether a decoder returns its value as it is (a text or boolean column, plain sql). */
const passesThrough = (d: DriverValueDecoder<unknown, unknown>) =>
  d === noopDecoder || d.mapFromDriverValue === Column.prototype.mapFromDriverValue;

/**
 * Rows (arrays in select-list order) → objects with the selection's keys. Compiled to one object
 * literal per row, as fast-json-stringify compiles its serializers: every row then has the same
 * shape from the start. The keys are the selection's own (written in this code), JSON-quoted.
 */
export function compileRowMapper(
  selection: Record<string, unknown>,
): (rows: unknown[][]) => Record<string, unknown>[] {
  const fields = Object.entries(selection);
  const decoders = fields.map(([key, field]) => {
    const decoder = decoderOf(key, field);
    return passesThrough(decoder) ? null : (v: unknown) => decoder.mapFromDriverValue(v);
  });
  const properties = fields.map(([key], i) => {
    const value = `r[${i}]`;
    const decoded = decoders[i] ? `${value} === null ? null : d[${i}](${value})` : value;
    return `${JSON.stringify(key)}: ${decoded}`;
  });
  return new Function(
    'd',
    `return (rows) => {
      const out = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const r = rows[i];
        out[i] = { ${properties.join(', ')} };
      }
      return out;
    };`,
  )(decoders) as (rows: unknown[][]) => Record<string, unknown>[];
}
