import { messages, type RosterColumn, type RosterRejection } from '@tayori/contract';
import { EMPTY_CELL, FORMULA_START } from '../../platform/csv';
import type { RosterRecord } from './read-file';

/** A record whose every cell passed its column's rule: the normalised values by column key. */
export interface CheckedRow {
  line: number;
  values: Record<string, unknown>;
}

export type RowCheck = { ok: true; row: CheckedRow } | { ok: false; problems: RosterRejection[] };

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
    const raw = record.cells[column.key] ?? '';
    const cell = raw === EMPTY_CELL ? '' : raw;
    if (FORMULA_START.test(cell)) {
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
    : { ok: true, row: { line: record.line, values } };
}
