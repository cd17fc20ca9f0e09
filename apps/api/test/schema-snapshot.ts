import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { withSession } from '../src/db/migrate';
import { adminQuery, withDatabase } from './global-setup';

/**
 * What a database's schema is, as sorted lines that two databases can be compared by: tables and
 * their columns (type, nullability, default; by name, since a column added later by another path
 * sits elsewhere without meaning anything), constraints, indexes, enums, sequences, functions,
 * triggers and extensions, in every schema but PostgreSQL's own.
 */
export async function schemaSnapshot(database: Database): Promise<string[]> {
  const own = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;
  const queries = [
    `select 'column ' || table_schema || '.' || table_name || '.' || column_name || ' ' || udt_name
       || coalesce('(' || character_maximum_length || ')', '') || ' ' || is_nullable
       || ' default ' || coalesce(column_default, '-') as line
     from information_schema.columns where table_schema ${own}`,
    `select 'constraint ' || n.nspname || '.' || t.relname || ' ' || c.conname || ' '
       || pg_get_constraintdef(c.oid) as line
     from pg_constraint c join pg_class t on t.oid = c.conrelid
     join pg_namespace n on n.oid = t.relnamespace where n.nspname ${own}`,
    `select 'index ' || indexdef as line from pg_indexes where schemaname ${own}`,
    `select 'enum ' || t.typname || ' ' || string_agg(e.enumlabel, ',' order by e.enumsortorder) as line
     from pg_enum e join pg_type t on t.oid = e.enumtypid group by t.typname`,
    `select 'sequence ' || sequence_schema || '.' || sequence_name || ' ' || data_type as line
     from information_schema.sequences where sequence_schema ${own}`,
    `select 'function ' || n.nspname || '.' || p.proname || ' ' || md5(p.prosrc) as line
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname ${own}`,
    `select 'trigger ' || event_object_schema || '.' || event_object_table || ' ' || trigger_name
       || ' ' || action_timing || ' ' || event_manipulation as line
     from information_schema.triggers where trigger_schema ${own}`,
    `select 'extension ' || extname as line from pg_extension`,
  ];
  return withSession(database, async (session) => {
    const lines: string[] = [];
    for (const q of queries)
      for (const row of await session.query<{ line: string }>(q)) lines.push(row.line);
    return lines.sort();
  });
}

/** An empty database of the kind the tests run on: in-memory PGlite, or a new PostgreSQL one. */
export async function openEmptyDatabase(): Promise<Database> {
  const adminUrl = inject('pgAdminUrl');
  if (!adminUrl) return openDatabase({ kind: 'pglite' });
  const name = `tayori_empty_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: withDatabase(adminUrl, name),
    poolSize: 2,
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
