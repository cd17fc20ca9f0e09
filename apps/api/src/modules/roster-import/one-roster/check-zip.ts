import {
  messages,
  ONE_ROSTER_UUID,
  type OneRosterReadFile,
  type RosterRejection,
} from '@tayori/contract';
import type { OneRosterRow, OneRosterZip } from './read-zip';
import { references, rowRules, type Cells, type Finding } from './row-rules';

/** A row the profile's rules refuse: its file, line, key and every finding. */
export interface RejectedRow {
  file: OneRosterReadFile;
  line: number;
  /** The user's username, else the row's sourcedId. */
  key: string;
  problems: RosterRejection[];
  /** Its cells, to tell whose row it is. */
  cells: Cells;
}

/** The ZIP's rows that passed every rule, by file and sourcedId, and those that did not. */
export interface CheckedZip {
  modes: OneRosterZip['modes'];
  valid: Partial<Record<OneRosterReadFile, Map<string, OneRosterRow>>>;
  rejected: RejectedRow[];
}

/** Files in the order their references run: a row is checked after the rows it names. */
const order: OneRosterReadFile[] = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'users',
  'roles',
  'enrollments',
  'demographics',
];

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Whether a row says its record is deleted (a delta's tobedeleted): only its id is read. */
export const isDeletion = (row: OneRosterRow) => row.cells.status === 'tobedeleted';

/** Every row through the generic rules (id, status), its file's rules and its references. */
export function checkZip(zip: OneRosterZip): CheckedZip {
  const checked: CheckedZip = { modes: zip.modes, valid: {}, rejected: [] };
  // The line of each refused row by file and id: a row naming one is told which.
  const refused = new Map<string, number>();
  const refuse = (file: OneRosterReadFile, row: OneRosterRow, findings: Finding[]) => {
    refused.set(`${file}:${row.cells.sourcedId ?? ''}`, row.line);
    checked.rejected.push(rejection(file, row, findings));
  };
  for (const file of order) {
    const rows = zip.rows[file];
    if (!rows) continue;
    const valid = new Map<string, OneRosterRow>();
    const firstLine = new Map<string, number>();
    const masterLine = new Map<string, number>();
    for (const row of rows) {
      const c = row.cells;
      const findings: Finding[] = [...ownFindings(file, zip.modes[file]!, row)];
      const id = c.sourcedId ?? '';
      const first = firstLine.get(id);
      if (id && first !== undefined)
        findings.push(['sourcedId', messages.oneroster_sourced_id_duplicate(first)]);
      else if (id) firstLine.set(id, row.line);
      const master = c.userMasterIdentifier;
      if (file === 'users' && master && !isDeletion(row)) {
        const seen = masterLine.get(master);
        if (seen !== undefined)
          findings.push(['userMasterIdentifier', messages.oneroster_master_id_duplicate(seen)]);
        else masterLine.set(master, row.line);
      }
      if (findings.length === 0) valid.set(id, row);
      else refuse(file, row, findings);
    }
    // References run once the file's own rows are read: an org names its district, wherever it is.
    checked.valid[file] = valid;
    for (const [id, row] of valid) {
      const findings = isDeletion(row) ? [] : referenceFindings(checked, refused, file, row.cells);
      if (findings.length === 0) continue;
      valid.delete(id);
      refuse(file, row, findings);
    }
  }
  primaryRoles(checked);
  return checked;
}

/** A refused row: its file, line, key, cells and each finding as the preview shows it. */
export function rejection(
  file: OneRosterReadFile,
  row: OneRosterRow,
  findings: Finding[],
): RejectedRow {
  return {
    file,
    line: row.line,
    key: row.cells.username || row.cells.sourcedId || '',
    cells: row.cells,
    problems: findings.map(([column, message]) => ({
      line: row.line,
      column: `${file}.csv: ${column}`,
      message,
    })),
  };
}

function* ownFindings(
  file: OneRosterReadFile,
  mode: 'bulk' | 'delta',
  row: OneRosterRow,
): Generator<Finding> {
  const c = row.cells;
  if (!c.sourcedId) yield ['sourcedId', messages.required];
  else if (!ONE_ROSTER_UUID.test(c.sourcedId)) yield ['sourcedId', messages.oneroster_uuid];
  if (mode === 'bulk' && (c.status || c.dateLastModified))
    yield ['status', messages.oneroster_status_in_bulk];
  if (
    mode === 'delta' &&
    (!['active', 'tobedeleted'].includes(c.status ?? '') ||
      !DATE_TIME.test(c.dateLastModified ?? ''))
  )
    yield ['status', messages.oneroster_status_in_delta];
  if (isDeletion(row)) return;
  for (const rule of rowRules[file]) {
    const finding = rule(c);
    if (finding) yield finding;
  }
}

/** A reference to a file the ZIP holds whole (bulk) must name one of its rows that passed. */
function referenceFindings(
  checked: CheckedZip,
  refused: Map<string, number>,
  file: OneRosterReadFile,
  c: Cells,
): Finding[] {
  const findings: Finding[] = [];
  for (const ref of references[file]) {
    const id = c[ref.column];
    if (!id || checked.modes[ref.file] !== 'bulk') continue;
    const target = checked.valid[ref.file]?.get(id);
    const refusedLine = refused.get(`${ref.file}:${id}`);
    if (!target && refusedLine !== undefined)
      findings.push([
        ref.column,
        messages.oneroster_reference_refused(`${ref.file}.csv`, refusedLine),
      ]);
    else if (!target)
      findings.push([
        ref.column,
        ref.column === 'metadata.jp.homeClass'
          ? messages.oneroster_home_class
          : messages.oneroster_reference(`${ref.file}.csv`),
      ]);
    else if (ref.school && target.cells.type !== 'school')
      findings.push([ref.column, messages.oneroster_not_a_school]);
  }
  return findings;
}

/**
 * Each user has one primary role (roles.csv): a second is refused, and with the whole of roles.csv
 * in the ZIP a user without one is.
 */
function primaryRoles(checked: CheckedZip): void {
  const roles = checked.valid.roles;
  const users = checked.valid.users;
  if (!roles || !users) return;
  const primaryOf = new Map<string, string>();
  for (const [id, role] of roles) {
    if (role.cells.roleType !== 'primary' || isDeletion(role)) continue;
    const user = role.cells.userSourcedId!;
    if (!primaryOf.has(user)) {
      primaryOf.set(user, id);
      continue;
    }
    roles.delete(id);
    checked.rejected.push(
      rejection('roles', role, [['roleType', messages.oneroster_primary_role_twice]]),
    );
  }
  if (checked.modes.roles !== 'bulk') return;
  for (const [id, user] of users) {
    if (primaryOf.has(id) || isDeletion(user)) continue;
    users.delete(id);
    checked.rejected.push(
      rejection('users', user, [['sourcedId', messages.oneroster_primary_role_missing]]),
    );
  }
}
