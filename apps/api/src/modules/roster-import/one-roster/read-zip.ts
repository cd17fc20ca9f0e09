import { isUtf8 } from 'node:buffer';
import { unzipSync } from 'fflate';
import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import {
  limits,
  messages,
  oneRosterFiles,
  oneRosterHeaders,
  oneRosterModes,
  oneRosterRequiredFiles,
  oneRosterVersions,
  type OneRosterMode,
  type OneRosterReadFile,
} from '@tayori/contract';
import { csvErrorLine, fileProblem } from '../read-file';

/**
 * Reading a OneRoster Japan Profile ZIP (docs/roster-import.md "OneRoster"): the archive, its
 * manifest, and each file the portal reads as rows of cells by header. What makes the archive
 * unreadable as a whole is a 400 naming the file; a row's own problems are the rules' to find.
 */

/** A data row: the file's line it starts on (the header is line 1) and its cells by header. */
export interface OneRosterRow {
  line: number;
  cells: Record<string, string>;
}

export interface OneRosterZip {
  version: string;
  /** How each file the portal reads is sent: a whole snapshot (bulk) or changes (delta). */
  modes: Partial<Record<OneRosterReadFile, Exclude<OneRosterMode, 'absent'>>>;
  rows: Partial<Record<OneRosterReadFile, OneRosterRow[]>>;
}

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];
const MAX_ENTRIES = 1000;

/** The ZIP's entries by file name, from the folder holding manifest.csv (the root, or one folder). */
function unzipped(bytes: Uint8Array): Map<string, Uint8Array> {
  if (bytes.length === 0) throw fileProblem(messages.oneroster_zip_broken);
  if (!ZIP_START.every((b, i) => bytes[i] === b)) throw fileProblem(messages.oneroster_zip_broken);
  const names: string[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name);
        declared += f.originalSize;
        return false;
      },
    });
  } catch {
    throw fileProblem(messages.oneroster_zip_broken);
  }
  // The profile has 22 files; thousands of entries are no roster, only work for the reader.
  if (names.length > MAX_ENTRIES) throw fileProblem(messages.oneroster_zip_broken);
  // A ZIP made by zipping a folder holds the files one level down: read them from there.
  const manifest = names
    .filter((n) => n === 'manifest.csv' || n.endsWith('/manifest.csv'))
    .sort((a, b) => a.length - b.length)[0];
  if (!manifest || manifest.split('/').length > 2)
    throw fileProblem(messages.oneroster_manifest_missing);
  const folder = manifest.slice(0, -'manifest.csv'.length);
  const wanted = (name: string) =>
    name.startsWith(folder) && !name.slice(folder.length).includes('/');
  // The sizes an entry declares bound what inflating it produces (fflate writes into a buffer of
  // that size), so a ZIP bomb is refused before anything is inflated.
  if (declared > limits.oneRosterMaxUnzippedBytes)
    throw fileProblem(messages.oneroster_zip_too_large);
  try {
    const files = unzipSync(bytes, { filter: (f) => wanted(f.name) });
    return new Map(Object.entries(files).map(([name, data]) => [name.slice(folder.length), data]));
  } catch {
    throw fileProblem(messages.oneroster_zip_broken);
  }
}

const CR = 0x0d;
const LF = 0x0a;

/**
 * A file's bytes, checked to be text in UTF-8 (the profile's encoding; a BOM allowed, the parser
 * drops it), with each line break as one LF: csv-parse counts a CRLF inside a quoted cell as two
 * lines (read-file.ts). Kept as bytes: decoded to a string first, a 50,000-user file was held three
 * times over (the text, its line breaks replaced, the parser's own bytes of it) while it was parsed.
 */
function textOf(name: string, data: Uint8Array): Buffer {
  // A NUL is no text: it would reach the database, which refuses it in a text column.
  if (data.includes(0)) throw fileProblem(messages.oneroster_file_nul(name));
  if (!isUtf8(data)) throw fileProblem(messages.oneroster_file_encoding(name));
  if (!data.includes(CR)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  // A UTF-8 character's bytes after the first are 0x80 and above: a CR byte is a CR.
  const text = Buffer.allocUnsafe(data.length);
  let length = 0;
  for (let i = 0; i < data.length; i++) {
    if (data[i] !== CR) text[length++] = data[i]!;
    else {
      text[length++] = LF;
      if (data[i + 1] === LF) i++;
    }
  }
  return text.subarray(0, length);
}

/** Ids are compared in lower case (a UUID's letters may be either). */
const isIdColumn = (column: string) =>
  /sourcedId$/i.test(column) ||
  column === 'metadata.jp.homeClass' ||
  column === 'userMasterIdentifier';

/**
 * A cell as the rules read it: trimmed, `NULL` as empty (the profile's importers read it so; its
 * academicSessions write it), and ids in lower case.
 */
function cellOf(isId: boolean, raw: string): string {
  const value = raw.trim();
  if (value === 'NULL') return '';
  return isId ? value.toLowerCase() : value;
}

/**
 * One copy of each value for the whole ZIP: a user's sourcedId comes again in roles, enrollments
 * and demographics, a class's in each of its enrollments, and the parser makes a new string each
 * time; kept once, a 50,000-student ZIP's rows take about half the memory (docs/performance.md).
 */
type Values = Map<string, string>;
const kept = (values: Values, value: string) => {
  const known = values.get(value);
  if (known !== undefined) return known;
  values.set(value, value);
  return value;
};

/**
 * The records of one CSV file: its header row and its data rows with the line each starts on.
 * Each record becomes its row as it is parsed, so a 50,000-user file is never held twice.
 */
function csvRecords(
  name: string,
  text: Buffer,
  values: Values = new Map(),
): { header: string[]; rows: OneRosterRow[] } {
  let header: string[] | null = null;
  let ids: boolean[] = [];
  const rows: OneRosterRow[] = [];
  try {
    parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 100_000,
      on_record: (record: string[], context) => {
        if (!header) {
          header = record.map((h) => h.trim());
          ids = header.map(isIdColumn);
          return null;
        }
        const cells: Record<string, string> = {};
        let breaks = 0;
        header.forEach((h, i) => {
          const raw = record[i] ?? '';
          if (raw.includes('\n')) breaks += raw.split('\n').length - 1;
          // A column to the right repeating a header is not read (the layout's is the first).
          if (!(h in cells)) cells[h] = kept(values, cellOf(ids[i]!, raw));
        });
        // The parser counts the line a record ends on; its quoted cells' line breaks come before.
        rows.push({ line: context.lines - breaks, cells });
        return null;
      },
    });
  } catch (err) {
    if (err instanceof CsvError)
      throw fileProblem(messages.oneroster_csv_broken(name, csvErrorLine(err)));
    throw err;
  }
  return { header: header ?? [], rows };
}

/** manifest.csv's properties (propertyName → value). */
function manifestOf(files: Map<string, Uint8Array>): Map<string, string> {
  const { header, rows } = csvRecords(
    'manifest.csv',
    textOf('manifest.csv', files.get('manifest.csv')!),
  );
  if (header[0] !== 'propertyName' || header[1] !== 'value')
    throw fileProblem(messages.oneroster_headers_wrong('manifest.csv', 'propertyName,value'));
  return new Map(rows.map((r) => [r.cells.propertyName!.trim(), r.cells.value!.trim()]));
}

/** The ZIP's manifest checked and the files the portal reads parsed (docs/roster-import.md). */
export function readOneRosterZip(bytes: Uint8Array): OneRosterZip {
  const files = unzipped(bytes);
  const manifest = manifestOf(files);
  const wrong = (property: string, allowed: string) =>
    fileProblem(messages.oneroster_manifest_value(property, allowed));
  if (manifest.get('manifest.version') !== '1.0') throw wrong('manifest.version', '1.0');
  const version = manifest.get('oneroster.version') ?? '';
  if (!(oneRosterVersions as readonly string[]).includes(version))
    throw wrong('oneroster.version', oneRosterVersions.join(' / '));
  const modes: OneRosterZip['modes'] = {};
  for (const file of oneRosterFiles) {
    const property = `file.${file}`;
    const mode = manifest.get(property) ?? 'absent';
    if (!(oneRosterModes as readonly string[]).includes(mode))
      throw wrong(property, oneRosterModes.join(' / '));
    const present = files.has(`${file}.csv`);
    if (mode === 'absent' && present)
      throw fileProblem(messages.oneroster_file_not_absent(`${file}.csv`));
    if (mode !== 'absent' && !present)
      throw fileProblem(messages.oneroster_file_missing(`${file}.csv`));
    if (mode !== 'absent' && file in oneRosterHeaders)
      modes[file as OneRosterReadFile] = mode as 'bulk' | 'delta';
  }
  for (const file of oneRosterRequiredFiles)
    if (!modes[file]) throw fileProblem(messages.oneroster_file_required(`${file}.csv`));
  const rows: OneRosterZip['rows'] = {};
  const values: Values = new Map();
  for (const file of Object.keys(modes) as OneRosterReadFile[]) {
    const name = `${file}.csv`;
    const text = textOf(name, files.get(name)!);
    files.delete(name); // its bytes are not needed once read
    const { header, rows: read } = csvRecords(name, text, values);
    const layouts = oneRosterHeaders[file] as readonly (readonly string[])[];
    if (!layouts.some((layout) => layout.every((h, i) => header[i] === h)))
      throw fileProblem(messages.oneroster_headers_wrong(name, layouts[0]!.join(',')));
    if (read.length > limits.rosterImportMaxRows) throw fileProblem(messages.import_too_many_rows);
    rows[file] = read;
  }
  // A whole users.csv without users would make everyone missing from it.
  if (modes.users === 'bulk' && rows.users!.length === 0)
    throw fileProblem(messages.oneroster_no_users);
  return { version, modes, rows };
}
