import {
  boolean,
  index,
  uniqueIndex,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { schoolRef } from './schools';
import { userRef } from './users';
import { createdAt, timestamptz } from './columns';

/**
 * Roster imports (docs/decisions/roster-import.md): one row per uploaded file, kept as the import
 * history with its counts; its rows hold what the preview found, so applying needs no file.
 */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    schoolId: schoolRef('school_id').notNull(),
    fileName: text('file_name').notNull(),
    encoding: text('encoding').notNull(),
    markMissingAsLeaving: boolean('mark_missing_as_leaving').notNull().default(false),
    /** Headers of the optional columns the file left out: applying left them as they were. */
    absentColumns: jsonb('absent_columns').notNull().default([]),
    /** Headers of the file's reference columns (an export's 学校, ユーザーステータス): not imported. */
    ignoredColumns: jsonb('ignored_columns').notNull().default([]),
    /** A year update's undo: the year update it puts back (docs/roster-import.md, 年度更新). */
    undoOf: uuid('undo_of'),
    /** previewed → queued → running → applied, or failed (resumable). */
    status: text('status').notNull().default('previewed'),
    /** { new, changed, unchanged, leaving, rejected } as the preview counted them. */
    counts: jsonb('counts').notNull(),
    /** Rows to apply (new + changed + leaving) and those applied so far. */
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    appliedBy: uuid('applied_by'),
    appliedAt: timestamptz('applied_at'),
    /** Why applying stopped (a catalogue message), while failed. */
    failure: text('failure'),
  },
  (t) => [
    index('roster_imports_created_idx').on(t.createdAt),
    // One undo per year update, even when two administrators press it at once.
    uniqueIndex('roster_imports_undo_of_uq').on(t.undoOf),
  ],
);

/**
 * One row of an import the preview kept: a change to apply (new, changed, leaving) or a rejection.
 * `position` orders them (file order; leaving rows after the file's).
 */
export const rosterImportRows = pgTable(
  'roster_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => rosterImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The file's line (1 is the header row); 0 for an account missing from the file. */
    line: integer('line').notNull(),
    action: text('action').notNull(),
    key: text('key').notNull(),
    /** new/changed: the normalised record; leaving: the user id; rejected: the problems. */
    data: jsonb('data').notNull(),
    /** changed: [{ column, before, after }]. */
    changes: jsonb('changes'),
    applied: boolean('applied').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.position] }),
    index('roster_import_rows_pending_idx').on(t.importId, t.applied, t.position),
  ],
);

/**
 * The OneRoster sourcedIds the portal's accounts and schools were imported with (docs/roster-import.md
 * "OneRoster"): the export writes them back, so the school's 校務支援システム recognises its own
 * records, and a delta file's row (a sourcedId only) finds its account. An account or school that
 * came from no ZIP has none: the export derives one from its own id.
 */
export const oneRosterLinks = pgTable(
  'oneroster_links',
  {
    /** 'user' (local id: users.id) or 'org' (local id: schools.id). */
    entity: text('entity').notNull(),
    sourcedId: text('sourced_id').notNull(),
    localId: text('local_id').notNull(),
    /** A user's userMasterIdentifier, the person's key across the school's systems. */
    masterId: text('master_id'),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.sourcedId] }),
    uniqueIndex('oneroster_links_local_uq').on(t.entity, t.localId),
  ],
);
