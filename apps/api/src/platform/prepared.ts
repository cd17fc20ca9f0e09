import type { Db } from '../db/client';

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
