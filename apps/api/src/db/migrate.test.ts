import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { openEmptyDatabase, schemaSnapshot } from '../../test/schema-snapshot';
import { migrationsFolder, type Database } from './client';
import {
  migrateDatabase,
  missingMigrations,
  readJournal,
  readMigrations,
  schemaProblem,
  unknownMigrations,
  withSession,
} from './migrate';

const journal = readJournal();
const onPostgres = !!inject('pgAdminUrl');

/**
 * The `when` of entries as they were released, where the journal has since changed it: 0010 was
 * generated on a branch and dated before 0009 (drizzle's migrator then skipped it on a database
 * migrated at 0009, docs/decisions/stack.md).
 */
const RELEASED_WHEN: Record<string, number> = { '0010_staff_domains': 1795649500716 };

/**
 * A migrations folder as a release holding the journal's first `count` entries had it, migrated
 * by drizzle's own migrator as that release did: the database state an upgrade starts from.
 */
async function migrateAsReleased(database: Database, count: number) {
  const folder = releasedFolder(count);
  try {
    if (database.kind === 'postgres')
      await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: folder });
    else
      await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
        migrationsFolder: folder,
      });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function releasedFolder(count: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'tayori-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const entries = journal
    .slice(0, count)
    .map((e) => ({ ...e, when: RELEASED_WHEN[e.tag] ?? e.when }));
  writeFileSync(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  return folder;
}

describe('the migrations journal', () => {
  it('lists every SQL file once, numbered in order, each entry dated after the one before', () => {
    const files = readdirSync(migrationsFolder)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(journal.map((e) => e.tag)).toEqual(files);
    journal.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_')).toBe(true);
      // drizzle-kit dates a new entry by the clock of the machine that generated it: one made on a
      // branch older than main's newest would be skipped on databases already past it.
      if (i > 0)
        expect(
          entry.when,
          `${entry.tag} must be dated after ${journal[i - 1]!.tag}`,
        ).toBeGreaterThan(journal[i - 1]!.when);
    });
  });

  it('has no two migrations with the same content (an applied one is recognised by it)', () => {
    const hashes = readMigrations().map((m) => m.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('upgrading a database from any earlier state', () => {
  let fresh: string[];
  beforeAll(async () => {
    const database = await openEmptyDatabase();
    try {
      expect(await migrateDatabase(database)).toEqual(journal.map((e) => e.tag));
      fresh = await schemaSnapshot(database);
    } finally {
      await database.close();
    }
  }, 120_000);

  // Every earlier state on PostgreSQL (a new database is cheap there); on PGlite, where each takes
  // seconds, the first, the ones around the entry that was out of order, and the last.
  const states = journal
    .slice(0, -1)
    .map((e, i) => [e.tag, i + 1] as const)
    .filter(([, count]) => onPostgres || [1, 9, 10, 11, journal.length - 1].includes(count));

  it.each(states)(
    'migrated up to %s by its release, then started: the same schema as a fresh migrate',
    async (_tag, count) => {
      const database = await openEmptyDatabase();
      try {
        await migrateAsReleased(database, count);
        const applied = await migrateDatabase(database);
        expect(applied).toEqual(journal.slice(count).map((e) => e.tag));
        expect(await schemaSnapshot(database)).toEqual(fresh);
        expect(await schemaProblem(database)).toBeNull();
        expect(await migrateDatabase(database)).toEqual([]);
      } finally {
        await database.close();
      }
    },
    120_000,
  );

  it('a database at 0009 that the previous release then migrated (0010 skipped) gets 0010', async () => {
    const database = await openEmptyDatabase();
    try {
      await migrateAsReleased(database, 10);
      // The previous release's journal: 0010 dated before 0009, so its migrator passed it by.
      await migrateAsReleased(database, journal.length);
      const before = await schemaSnapshot(database);
      expect(fresh.filter((line) => !before.includes(line)).join('\n')).toContain('public.domains');
      const missing = await withSession(database, (s) => missingMigrations(s));
      expect(missing.map((m) => m.tag)).toEqual(['0010_staff_domains']);
      expect(await schemaProblem(database)).toBe(
        "The database lacks the migration 0010_staff_domains: it was not brought to this version's schema. Nothing is served.",
      );
      expect(await migrateDatabase(database)).toEqual(['0010_staff_domains']);
      expect(await schemaSnapshot(database)).toEqual(fresh);
      expect(await schemaProblem(database)).toBeNull();
      expect(await unknownMigrations(database)).toBe(0);
    } finally {
      await database.close();
    }
  }, 120_000);
});
