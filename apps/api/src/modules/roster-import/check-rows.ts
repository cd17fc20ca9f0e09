import { messages, type RosterColumn, type RosterRejection } from '@tayori/contract';
import { EMPTY_CELL, FORMULA_START } from '../../platform/csv';
import type { RosterRecord } from './read-file';

/**
 * A record whose every cell passed its column's rule: the normalised values by column key, for
 * the columns the file has.
 */
export interface CheckedRow {
  line: number;
  values: Record<string, unknown>;
  /** The file's cells as written, for a planner that must know how a value was written. */
  cells: Record<string, string>;
}

/**
 * What each column the file may leave out holds for an empty cell (its rule's default): a new
 * row's value of a column the file does not have.
 */
export function emptyValues(columns: RosterColumn[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.required) continue;
    const parsed = column.schema.safeParse('');
    values[column.key] = parsed.success ? parsed.data : null;
  }
  return values;
}

export type RowCheck = { ok: true; row: CheckedRow } | { ok: false; problems: RosterRejection[] };

const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/**
 * Each cell through its column's rule (the contract's, as the edit forms use it). A lone '-' is an
 * empty cell (how the portal's own CSV exports write one); a cell a spreadsheet would run as a
 * formula is refused, never stored. A rule's own message when it has one, else the layout's note.
 */
export function checkRecord(record: RosterRecord, columns: RosterColumn[]): RowCheck {
  const values: Record<string, unknown> = {};
  const problems: RosterRejection[] = [];
  for (const column of columns) {
    // A column the file leaves out is no value at all: the stored one stays (a new row gets the
    // column's default from its planner).
    if (!(column.key in record.cells)) continue;
    const raw = record.cells[column.key]!;
    const cell = raw === EMPTY_CELL ? '' : raw;
    // A negative number (-1) is a number to a spreadsheet, not a formula; the column's rule judges it.
    if (FORMULA_START.test(cell) && !NEGATIVE_NUMBER.test(cell)) {
      problems.push({ line: record.line, column: column.header, message: messages.import_formula });
      continue;
    }
    const parsed = column.schema.safeParse(cell);
    if (parsed.success) {
      values[column.key] = parsed.data;
      continue;
    }
    const message = parsed.error.issues[0]?.message ?? '';
    problems.push({
      line: record.line,
      column: column.header,
      message: JAPANESE.test(message) ? message : messages.import_value_format(column.note),
    });
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, row: { line: record.line, values, cells: record.cells } };
}
