import {
  rosterColumns,
  userStatusLabels,
  type RosterChange,
  type RosterImportKind,
  type RosterRejection,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import type { Principal } from '../../platform/identity/auth';
import type { CheckedRow } from './check-rows';

/** What a planner decides for one row of the file (or one account missing from it). */
export type PlannedRow =
  | {
      action: 'new' | 'changed';
      line: number;
      key: string;
      data: Record<string, unknown>;
      changes: RosterChange['fields'];
    }
  | { action: 'unchanged'; line: number; key: string }
  | {
      action: 'leaving';
      line: 0;
      key: string;
      data: { userId: string };
      changes: RosterChange['fields'];
    }
  | { action: 'rejected'; line: number; key: string; problems: RosterRejection[] }
  /**
   * A OneRoster row that changes nothing but whose sourcedId the portal does not know yet: applying
   * records it (oneroster_links), counted as unchanged.
   */
  | { action: 'link'; line: number; key: string; data: Record<string, unknown> }
  /** A year update's student who stays in the 学年: listed, never applied. */
  | { action: 'staying'; line: 0; key: string; changes: RosterChange['fields'] };

export interface PlanContext {
  db: Db;
  principal: Principal;
  school: { id: number; code: string };
  markMissingAsLeaving: boolean;
  /** The optional columns' values for an empty cell: a new row's for a column the file lacks. */
  emptyValues: Record<string, unknown>;
}

/**
 * A kind's columns as a planner compares and names them (their rules' dates are not read), and the
 * header of a column by its key, for a rejection's column.
 */
export function plannedColumns(kind: RosterImportKind) {
  const columns = rosterColumns(kind, () => '');
  return { columns, header: (key: string) => columns.find((c) => c.key === key)!.header };
}

/** A kind's planner: the file's checked rows against the stored ones, in file order. */
export type Planner = (ctx: PlanContext, rows: CheckedRow[]) => Promise<PlannedRow[]>;

/** The columns a planner compares; `shown`: how the preview writes a stored code (a school year's -1 as なし). */
type Compared = { key: string; header: string; shown?: (value: string) => string }[];

/** One field's change as the preview shows it: the column's header, old → new as text. */
export function fieldChanges(
  columns: Compared,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): RosterChange['fields'] {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return columns
    .filter((c) =>
      // A new row shows the fields it fills; a changed one the fields whose value differs.
      before === null
        ? text(after[c.key]) !== ''
        : c.key in after && text(before[c.key]) !== text(after[c.key]),
    )
    .map((c) => {
      const shown = (v: unknown) => (c.shown && text(v) !== '' ? c.shown(text(v)) : text(v));
      return {
        column: c.header,
        before: before ? shown(before[c.key]) : '',
        after: shown(after[c.key]),
      };
    });
}

export const rejected = (
  line: number,
  key: string,
  column: string | null,
  message: string,
): PlannedRow => ({
  action: 'rejected',
  line,
  key,
  problems: [{ line, column, message }],
});

/** What leaving changes (docs/decisions/roster-import.md: a status change, never a deletion). */
export const leavingChanges: RosterChange['fields'] = [
  { column: '状態', before: userStatusLabels.ACTIVE, after: userStatusLabels.SUSPENDED },
];

/**
 * A row that would store `after` (as `data`): new where nothing is stored (`before` null), else
 * changed or unchanged as the compared columns say.
 */
export function plannedChange(
  row: { line: number; key: string; data: Record<string, unknown> },
  columns: Compared,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): PlannedRow {
  const changes = fieldChanges(columns, before, after);
  if (!before) return { action: 'new', ...row, changes };
  return changes.length === 0
    ? { action: 'unchanged', line: row.line, key: row.key }
    : { action: 'changed', ...row, changes };
}

/** An account missing from the file that leaves (line 0: no line of the file names it). */
export const leavingRow = (key: string, userId: string): PlannedRow => ({
  action: 'leaving',
  line: 0,
  key,
  data: { userId },
  changes: leavingChanges,
});
