import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify';

/**
 * CSV exports of spec 001 §4, §9 (students now; staff and tutors later): UTF-8 with a BOM, comma
 * separated, a Japanese header row, empty cells as '-', written by csv-stringify (its quoting),
 * streamed batch by batch so a 10,000-row file never sits in memory. docs/decisions/student-accounts.md.
 */

/** A column: its Japanese header and how a row's cell is read. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** Spec 001 §9: an empty cell is written as a dash. */
export const EMPTY_CELL = '-';

/**
 * What a spreadsheet runs as a formula when a cell starts with it (OWASP "CSV injection"): = + - @,
 * a tab or carriage return, and the full-width ＝＋－＠ that Excel's Japanese input also reads
 * as formula signs.
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A cell as written: empty as '-', and a value a spreadsheet would run as a formula made inert by a
 * leading apostrophe (shown as text, the value kept). The spec's lone '-' for an empty cell is ours,
 * not a value, and stays as it is.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_CELL;
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The CSV of the rows `batches` yields, as a stream: the BOM, the header row, then each batch's
 * rows as they come (the reader pulls, so at most one batch waits in memory). Rows already in
 * memory (a mail's or a notice's recipients, at most a school's) are one batch: `[rows]`.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<readonly Row[]> | Iterable<readonly Row[]>,
): Readable {
  async function* records() {
    for await (const batch of batches) {
      for (const row of batch) yield columns.map((c) => csvCell(c.value(row)));
    }
  }
  const out = stringify({
    bom: true,
    header: true,
    columns: columns.map((c, i) => ({ key: String(i), header: c.header })),
    record_delimiter: 'windows',
    // csv-stringify quotes a cell holding the record delimiter (CRLF) but not a lone LF or CR, at
    // which a spreadsheet ends the row: a note of several lines would split its row, and a line
    // starting with = or @ would be a formula cell of its own.
    quoted_match: /[\r\n]/,
  });
  const source = Readable.from(records());
  source.on('error', (err) => out.destroy(err));
  return source.pipe(out);
}

/**
 * Sends a CSV stream as a download named `fileName`. Answers the reply (Fastify sends the stream);
 * the contract's response type is the file's text.
 */
export function sendCsv(reply: FastifyReply, fileName: string, stream: Readable): string {
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(stream);
  // A route answers its contract's type; the reply has already sent the stream.
  return reply as unknown as string;
}
