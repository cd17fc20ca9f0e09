import {
  messages,
  rosterColumns,
  type RosterImportKind,
  type RosterEncoding,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { turnTaker } from '../../platform/turns';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { keepPlan } from './keep-plan';
import { checkRecord, emptyValues, type CheckedRow } from './check-rows';
import { rejected, type PlannedRow, type Planner } from './plan';
import { planAccounts } from './plan-accounts';
import { figureKey, figureKeyParts, planFigures } from './plan-figures';
import { planStudents } from './plan-students';
import { decodeRoster, parseRoster, type RosterRecord } from './read-file';

const planners: Record<RosterImportKind, Planner> = {
  students: planStudents,
  accounts: planAccounts,
  attendancePeriods: planFigures('attendancePeriods'),
  attendanceCourses: planFigures('attendanceCourses'),
  literacy: planFigures('literacy'),
};

/** The key two rows of one file may not share (a student number, a sign-in ID, a figure's key). */
function duplicateKey(kind: RosterImportKind, values: Record<string, unknown>): string {
  const number = String(values.studentNumber ?? '').toUpperCase();
  if (kind === 'students') return number;
  if (kind === 'accounts') return String(values.email);
  return figureKey(kind, values, number);
}

/** The columns of that key, the last of them the column a duplicate is reported on. */
const keyColumns = (kind: RosterImportKind): string[] =>
  kind === 'students'
    ? ['studentNumber']
    : kind === 'accounts'
      ? ['email']
      : ['studentNumber', ...figureKeyParts[kind]];

export interface UploadInput {
  kind: RosterImportKind;
  school: { id: number; code: string };
  fileName: string;
  encoding: RosterEncoding;
  markMissingAsLeaving: boolean;
}

/**
 * Reads, checks and plans an uploaded file, and keeps the plan (the import history's row and its
 * rows) without touching any account: applying is a separate, confirmed step.
 */
export async function previewRoster(
  ctx: { db: Db; clock: Clock; principal: Principal },
  input: UploadInput,
  bytes: Uint8Array,
): Promise<string> {
  const { text, encoding } = decodeRoster(bytes, input.encoding);
  const { records, absentColumns, ignoredColumns } = parseRoster(text, input.kind);
  const planned = await planRecords(ctx, input, records);
  return keepPlan(
    ctx,
    {
      kind: input.kind,
      schoolId: input.school.id,
      fileName: input.fileName,
      encoding,
      markMissingAsLeaving: input.markMissingAsLeaving,
      absentColumns,
      ignoredColumns,
    },
    planned,
  );
}

/** A record and values to add to its checked ones (what a OneRoster row says besides its cells). */
export type RecordToPlan = RosterRecord & { extra?: Record<string, unknown> };

/**
 * A kind's records through their columns' rules, the school, the file's duplicates and the kind's
 * planner: what applying them would do, in line order (leaving rows last).
 */
export async function planRecords(
  ctx: { db: Db; clock: Clock; principal: Principal },
  input: Pick<UploadInput, 'school' | 'markMissingAsLeaving'> & { kind: RosterImportKind },
  records: RecordToPlan[],
): Promise<PlannedRow[]> {
  const columns = rosterColumns(input.kind, () => ctx.clock.today());
  const headerOf = (key: string) => columns.find((c) => c.key === key)!.header;
  const schoolHeader = headerOf('extendedSchoolCode');
  const keyHeaders = keyColumns(input.kind).map(headerOf);
  const firstLineOf = new Map<string, number>();
  const early: PlannedRow[] = [];
  const valid: CheckedRow[] = [];
  const turn = turnTaker();
  for (const record of records) {
    await turn();
    const check = checkRecord(record, columns);
    const key = record.cells.studentNumber || record.cells.email || '';
    if (!check.ok) {
      early.push({ action: 'rejected', line: record.line, key, problems: check.problems });
      continue;
    }
    const { values } = check.row;
    if (values.extendedSchoolCode !== input.school.code) {
      early.push(rejected(record.line, key, schoolHeader, messages.import_other_school));
      continue;
    }
    const dup = duplicateKey(input.kind, values);
    const first = firstLineOf.get(dup);
    if (first !== undefined) {
      early.push(
        rejected(
          record.line,
          key,
          keyHeaders.at(-1)!,
          messages.import_duplicate(first, keyHeaders.join('・')),
        ),
      );
      continue;
    }
    firstLineOf.set(dup, record.line);
    valid.push({ ...check.row, values: { ...values, ...record.extra } });
  }
  return [
    ...early,
    ...(await planners[input.kind](
      {
        db: ctx.db,
        principal: ctx.principal,
        school: input.school,
        markMissingAsLeaving: input.markMissingAsLeaving,
        emptyValues: emptyValues(columns),
      },
      valid,
    )),
  ].sort((a, b) => (a.line || Number.MAX_SAFE_INTEGER) - (b.line || Number.MAX_SAFE_INTEGER));
}
