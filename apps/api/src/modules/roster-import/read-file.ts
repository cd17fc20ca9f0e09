import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import {
  messages,
  rosterColumns,
  rosterImportKindLabels,
  rosterImportKinds,
  rosterHeaderAliases,
  rosterReferenceHeaders,
  limits,
  type RosterEncoding,
  type RosterImportKind,
} from '@tayori/contract';
import { ApiError } from '../../platform/http/errors';

/**
 * Reading an uploaded roster (docs/roster-import.md): bytes → text → CSV records whose header row
 * is the kind's published layout. Every failure is a 400 naming the file in Japanese; nothing is
 * kept of a file that fails here.
 */

export interface RosterRecord {
  /** The file's line the record starts on (the header is line 1). */
  line: number;
  /** Cells by column key; a column the file leaves out has none (it changes nothing). */
  cells: Record<string, string>;
}

/** A roster's records and the layout's columns its header row leaves out. */
export interface ParsedRoster {
  records: RosterRecord[];
  /** Headers of the optional columns the file does not have: applying leaves them as they are. */
  absentColumns: string[];
  /** Headers of the reference columns the file has (rosterReferenceHeaders): not imported. */
  ignoredColumns: string[];
}

/**
 * What is wrong with the file as a whole: the message first and under `file` (some are built with
 * the line or the headers, so they bypass validationError's catalogue of fixed messages).
 */
export const fileProblem = (message: string) =>
  new ApiError('validationError', [message], { file: message });

/**
 * UTF-8 (a BOM or none) when the bytes are valid UTF-8, else Shift_JIS as Excel writes it (CP932:
 * WHATWG's shift_jis decoder is CP932). A NUL byte means a binary file (a spreadsheet's .xlsx).
 */
export function decodeRoster(
  bytes: Uint8Array,
  encoding: RosterEncoding,
): { text: string; encoding: 'utf-8' | 'shift_jis' } {
  if (bytes.length === 0) throw fileProblem(messages.import_file_empty);
  if (bytes.includes(0)) throw fileProblem(messages.import_file_binary);
  const tryDecode = (label: 'utf-8' | 'shift_jis') => {
    try {
      return new TextDecoder(label, { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  };
  if (encoding !== 'shift_jis') {
    const text = tryDecode('utf-8');
    if (text !== null) return { text, encoding: 'utf-8' };
    if (encoding === 'utf-8') throw fileProblem(messages.import_file_encoding);
  }
  const text = tryDecode('shift_jis');
  if (text === null) throw fileProblem(messages.import_file_encoding);
  return { text, encoding: 'shift_jis' };
}

/** A name as a person types it (a header, a school's): spaces and full-width forms do not matter. */
export const comparable = (text: string) => text.normalize('NFKC').replace(/\s/g, '');

/** The records of a roster of `kind`, keyed by the layout's columns the file has. */
export function parseRoster(text: string, kind: RosterImportKind): ParsedRoster {
  let rows: { record: string[]; raw: string; info: { lines: number } }[];
  // The line the last whole record ended on: a quote never closed starts on the next record.
  let lastRecordEnd = 0;
  try {
    // One line break, LF: csv-parse counts CR and LF of a CRLF inside a quoted cell as two lines,
    // which would put every later row's line out; a cell's line breaks are stored as LF anyway.
    rows = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      info: true,
      raw: true,
      max_record_size: 100_000,
      on_record: (record, context) => {
        lastRecordEnd = context.lines;
        return record;
      },
    }) as unknown as { record: string[]; raw: string; info: { lines: number } }[];
  } catch (err) {
    if (err instanceof CsvError && err.code === 'CSV_QUOTE_NOT_CLOSED')
      throw fileProblem(messages.import_csv_quote_not_closed(nextRecordLine(text, lastRecordEnd)));
    if (err instanceof CsvError) throw fileProblem(messages.import_csv_broken(csvErrorLine(err)));
    throw err;
  }
  const [head, ...body] = rows;
  if (!head) throw fileProblem(messages.import_file_empty);
  const aliases = rosterHeaderAliases[kind] ?? {};
  const reference = rosterReferenceHeaders[kind] ?? [];
  const named = head.record.map(comparable).map((h) => aliases[h] ?? h);
  const ignoredColumns = named.filter((h) => reference.includes(h));
  // A reference column is read as no column at all (as an empty header is).
  const headers = named.map((h) => (reference.includes(h) ? '' : h));
  const columnAt = matchHeaders(headers, kind);
  if (body.length === 0) throw fileProblem(messages.import_no_rows);
  if (body.length > limits.rosterImportMaxRows) throw fileProblem(messages.import_too_many_rows);
  const absentColumns = rosterColumns(kind, () => '')
    .filter((c) => !columnAt.includes(c.key))
    .map((c) => c.header);
  const records = body.map(({ record, raw, info }) => {
    const cells: Record<string, string> = {};
    columnAt.forEach((key, index) => {
      if (key) cells[key] = record[index] ?? '';
    });
    return { line: info.lines - lineBreaksWithin(raw), cells };
  });
  return { records, absentColumns, ignoredColumns };
}

/**
 * The line breaks inside a record's own text (its quoted cells'), so that the line it ends on
 * (csv-parse's count) gives the line it starts on. `raw` also holds the empty lines skipped before
 * it and the line break that ends it.
 */
const lineBreaksWithin = (raw: string) =>
  raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;

/**
 * Which column key each header names (null: none). Every required column must be there and no
 * unknown header; optional ones may be left out. A header row of another kind says so.
 */
function matchHeaders(headers: string[], kind: RosterImportKind): (string | null)[] {
  const columns = rosterColumns(kind, () => '');
  const byHeader = new Map(columns.map((c) => [c.header, c.key]));
  const missing = columns.filter((c) => c.required && !headers.includes(c.header));
  const unknown = headers.filter((h) => h !== '' && !byHeader.has(h));
  const repeated = headers.filter((h, i) => h !== '' && headers.indexOf(h) !== i);
  if (missing.length === 0 && unknown.length === 0 && repeated.length === 0) {
    return headers.map((h) => byHeader.get(h) ?? null);
  }
  const other = rosterImportKinds.find(
    (k) =>
      k !== kind &&
      rosterColumns(k, () => '')
        .filter((c) => c.required)
        .every((c) => headers.includes(c.header)) &&
      headers.every((h) => h === '' || rosterColumns(k, () => '').some((c) => c.header === h)),
  );
  if (other) throw fileProblem(messages.import_other_kind(rosterImportKindLabels[other]));
  throw fileProblem(
    messages.import_headers_wrong(
      missing.map((c) => c.header).join('、'),
      [...unknown, ...repeated].join('、'),
    ),
  );
}

/**
 * The line the record after line `after` starts on: csv-parse reports a quote never closed on the
 * file's last line, but the person needs the line it was opened on. Lines holding nothing but
 * commas are skipped as the parser skips them.
 */
function nextRecordLine(text: string, after: number): number {
  const lines = text.split(/\r\n?|\n/);
  for (let i = after; i < lines.length; i++) if (!/^[\s,]*$/.test(lines[i]!)) return i + 1;
  return after + 1;
}

/** The line csv-parse names in its error (1 when it names none). */
export function csvErrorLine(err: CsvError): number {
  const lines = (err as CsvError & { lines?: number }).lines;
  return typeof lines === 'number' ? lines : 1;
}
