import { messages, type RosterImportKind } from '@tayori/contract';
import type { Db } from '../../../db/client';
import type { Principal } from '../../../platform/identity/auth';
import type { Clock } from '../../../platform/clock';
import { keepPlan } from '../keep-plan';
import { leavingRow, type PlannedRow } from '../plan';
import { planRecords } from '../preview';
import { fileProblem } from '../read-file';
import { checkZip } from './check-zip';
import { readOneRosterZip } from './read-zip';
import { schoolRecords, type SourcedRecord } from './to-records';

/** Where each column the planners name comes from in the ZIP, for the preview's rejections. */
const sourceOf: Record<string, string> = {
  学籍番号: 'users.csv: identifier',
  サインインID: 'users.csv: username',
  姓: 'users.csv: familyName',
  名: 'users.csv: givenName',
  姓カナ: 'users.csv: metadata.jp.kanaFamilyName',
  名カナ: 'users.csv: metadata.jp.kanaGivenName',
  生年月日: 'demographics.csv: birthDate',
  電話番号: 'users.csv: phone',
  学年: 'users.csv: grades',
  利用者種別: 'roles.csv: role',
  権限: 'roles.csv: role',
};

/** The portal's columns a OneRoster file has no field for: applying leaves them as they are. */
const notInOneRoster = ['入学年度', '学生区分', '学籍状態', '学生種別', '権限', '備考'];

/**
 * A OneRoster Japan Profile ZIP previewed for one school (docs/roster-import.md "OneRoster"): read,
 * checked by the profile's rules, its school's users planned by the students and accounts planners,
 * and kept as one import whose rows say which kind each is.
 */
export async function previewOneRoster(
  ctx: { db: Db; clock: Clock; principal: Principal },
  input: {
    school: { id: number; code: string; name: string };
    fileName: string;
    markMissingAsLeaving: boolean;
  },
  bytes: Uint8Array,
): Promise<string> {
  const records = await recordsOf(ctx.db, input, ctx.principal.userId, bytes);
  const plan = (kind: 'students' | 'accounts', sourced: SourcedRecord[]) =>
    planRecords(ctx, { ...input, kind }, sourced).then((rows) =>
      tagged(kind, rows, sourced, records.orgSourcedId),
    );
  const planned = [
    ...records.rejected.map((r): PlannedRow => ({
      action: 'rejected',
      line: r.line,
      key: r.key,
      problems: r.problems,
    })),
    ...(await plan('students', records.students)),
    ...(await plan('accounts', records.staff)),
    ...records.leaving.map(({ userId, key }) => leavingRow(key, userId)),
  ];
  return keepPlan(
    ctx,
    {
      kind: 'oneRoster',
      schoolId: input.school.id,
      fileName: input.fileName,
      encoding: 'utf-8',
      markMissingAsLeaving: input.markMissingAsLeaving,
      absentColumns: notInOneRoster,
      ignoredColumns: [],
    },
    planned,
  );
}

/**
 * The school's records from the ZIP. Its own function: an async function's locals live across its
 * awaits, and the ZIP's parsed rows (the larger part of a preview's memory) must be let go before
 * the planning.
 */
async function recordsOf(
  db: Db,
  input: { school: { id: number; code: string; name: string }; markMissingAsLeaving: boolean },
  importerId: string,
  bytes: Uint8Array,
) {
  const zip = checkZip(readOneRosterZip(bytes));
  if (input.markMissingAsLeaving && zip.modes.users === 'delta')
    throw fileProblem(messages.oneroster_mark_missing_with_delta);
  return schoolRecords(db, zip, input.school, importerId);
}

/**
 * A planner's rows with what applying a OneRoster row needs besides (its kind, the user's
 * sourcedId and userMasterIdentifier), and its rejections naming the ZIP's fields.
 */
function tagged(
  kind: RosterImportKind,
  rows: PlannedRow[],
  sourced: SourcedRecord[],
  orgSourcedId: string,
) {
  const byLine = new Map(sourced.map((r) => [r.line, r]));
  return rows.map((row): PlannedRow => {
    if (row.action === 'rejected')
      return {
        ...row,
        problems: row.problems.map((p) => ({
          ...p,
          column: p.column === null ? null : (sourceOf[p.column] ?? p.column),
        })),
      };
    const source = byLine.get(row.line);
    if (!source || (row.action !== 'new' && row.action !== 'changed' && row.action !== 'unchanged'))
      return row;
    const link = {
      rowKind: kind,
      sourcedId: source.sourcedId,
      masterId: source.masterId,
      orgSourcedId,
    };
    if (row.action !== 'unchanged') return { ...row, data: { ...row.data, ...link } };
    // An unchanged account the portal does not know by this sourcedId yet: applying records it.
    return source.linked
      ? row
      : {
          action: 'link',
          line: row.line,
          key: row.key,
          data: { ...link, email: source.cells.email },
        };
  });
}
