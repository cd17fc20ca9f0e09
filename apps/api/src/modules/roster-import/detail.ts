import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  messages,
  type RosterChange,
  type RosterImportCounts,
  type RosterImportDetail,
  type RosterHistoryKind,
  type RosterImportStatus,
  type RosterImportSummary,
  type RosterNewPlace,
  type RosterRejection,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { rosterImportRows, rosterImports, schools, users } from '../../db/schema';
import { graduatesNamedIn } from './graduates-named';
import { personNameSql } from '../../platform/data/person-name';

/** How many rejections and changes the screen shows; the report CSV has every rejection. */
export const SHOWN_ROWS = 200;

const summaryColumns = {
  importId: rosterImports.id,
  kind: rosterImports.kind,
  extendedSchoolCode: schools.extendedSchoolCode,
  schoolName: schools.name,
  fileName: rosterImports.fileName,
  encoding: rosterImports.encoding,
  markMissingAsLeaving: rosterImports.markMissingAsLeaving,
  absentColumns: rosterImports.absentColumns,
  ignoredColumns: rosterImports.ignoredColumns,
  status: rosterImports.status,
  counts: rosterImports.counts,
  total: rosterImports.total,
  done: rosterImports.done,
  createdAt: rosterImports.createdAt,
  createdByName: personNameSql<string | null>(users),
  appliedAt: rosterImports.appliedAt,
  failure: rosterImports.failure,
  undoOf: rosterImports.undoOf,
  schoolId: rosterImports.schoolId,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  importId: string;
  schoolId: number;
  total: number;
  done: number;
  createdAt: Date;
  appliedAt: Date | null;
};

function summaryOf(r: SummaryRow): RosterImportSummary {
  return {
    importId: r.importId,
    kind: r.kind as RosterHistoryKind,
    extendedSchoolCode: String(r.extendedSchoolCode),
    schoolName: String(r.schoolName),
    fileName: String(r.fileName),
    encoding: String(r.encoding),
    markMissingAsLeaving: Boolean(r.markMissingAsLeaving),
    absentColumns: (r.absentColumns as string[] | null) ?? [],
    ignoredColumns: (r.ignoredColumns as string[] | null) ?? [],
    status: r.status as RosterImportStatus,
    counts: r.counts as RosterImportCounts,
    progress: { done: r.done, total: r.total },
    createdAt: r.createdAt.toISOString(),
    createdByName: (r.createdByName as string | null) ?? null,
    appliedAt: r.appliedAt?.toISOString() ?? null,
    failure: r.status === 'failed' ? ((r.failure as string | null) ?? null) : null,
    undoOf: (r.undoOf as string | null) ?? null,
  };
}

const summaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(rosterImports)
    .innerJoin(schools, eq(schools.id, rosterImports.schoolId))
    .leftJoin(users, eq(users.id, rosterImports.createdBy));

export async function listRosterImports(db: Db): Promise<RosterImportSummary[]> {
  const rows = await summaries(db).orderBy(desc(rosterImports.createdAt)).limit(50);
  return rows.map((r) => summaryOf(r as SummaryRow));
}

/** How long an applied year update may be undone (docs/roster-import.md, 年度更新). */
export const YEAR_UPDATE_UNDO_MS = 24 * 60 * 60 * 1000;

/** Whether a year update may be undone now: applied within the day, not undone, not an undo. */
function mayUndo(s: RosterImportSummary & { undoneBy: string | null }, now: Date): boolean {
  return (
    s.kind === 'yearUpdate' &&
    s.status === 'applied' &&
    s.undoOf === null &&
    s.undoneBy === null &&
    s.appliedAt !== null &&
    now.getTime() - Date.parse(s.appliedAt) < YEAR_UPDATE_UNDO_MS
  );
}

/** Why an import cannot be applied now, or null when it can. */
export function applyRefusal(s: RosterImportSummary): string | null {
  if (s.status !== 'previewed' && s.status !== 'failed') return messages.import_already_applied;
  // A mistyped 留年 would move that student up: the year update waits for the right numbers.
  if (s.kind === 'yearUpdate' && s.undoOf === null && s.counts.rejected > 0)
    return messages.year_update_with_rejections;
  if (s.markMissingAsLeaving && s.counts.rejected > 0)
    return messages.import_leaving_with_rejections;
  return null;
}

/** An import's summary, its school's id, and the import that undid it (null: none). */
async function summaryWithUndo(db: Db, id: string) {
  const [row] = await summaries(db).where(eq(rosterImports.id, id)).limit(1);
  if (!row) return null;
  const [undo] = await db
    .select({ id: rosterImports.id })
    .from(rosterImports)
    .where(eq(rosterImports.undoOf, id))
    .limit(1);
  return {
    summary: summaryOf(row as SummaryRow),
    schoolId: (row as SummaryRow).schoolId,
    undoneBy: undo?.id ?? null,
  };
}

/** The school and file name of a year update that may be undone now; null when it may not. */
export async function undoableYearUpdate(db: Db, id: string, now: Date) {
  const found = await summaryWithUndo(db, id);
  if (!found || !mayUndo({ ...found.summary, undoneBy: found.undoneBy }, now)) return null;
  return { schoolId: found.schoolId, fileName: found.summary.fileName };
}

/** An import as its screen shows it; `now` decides whether a year update may still be undone. */
export async function findRosterImport(
  db: Db,
  id: string,
  now: Date,
): Promise<RosterImportDetail | null> {
  const found = await summaryWithUndo(db, id);
  if (!found) return null;
  const { summary, undoneBy } = found;
  const shown = (actions: string[]) =>
    db
      .select({
        line: rosterImportRows.line,
        action: rosterImportRows.action,
        key: rosterImportRows.key,
        data: rosterImportRows.data,
        changes: rosterImportRows.changes,
      })
      .from(rosterImportRows)
      .where(and(eq(rosterImportRows.importId, id), inArray(rosterImportRows.action, actions)))
      .orderBy(asc(rosterImportRows.position))
      .limit(SHOWN_ROWS);
  const [rejectedRows, changedRows, newPlaces, graduates] = await Promise.all([
    shown(['rejected']),
    shown(['new', 'changed', 'leaving', 'staying']),
    summary.kind === 'students' ? newPlacesOf(db, id) : [],
    summary.kind === 'yearUpdate' ? graduatesNamedIn(db, id) : null,
  ]);
  const refusal = applyRefusal(summary);
  return {
    ...summary,
    rejections: rejectedRows.flatMap((r) => r.data as RosterRejection[]).slice(0, SHOWN_ROWS),
    changes: changedRows.map((r) => ({
      line: r.line,
      action: r.action as RosterChange['action'],
      key: r.key,
      fields: (r.changes ?? []) as RosterChange['fields'],
    })),
    newPlaces,
    graduatesNamedIn: graduates ?? { noticeGroups: [], announceLists: [] },
    abilities: { apply: refusal === null, undo: mayUndo({ ...summary, undoneBy }, now) },
    applyRefusal: refusal,
    undoneBy,
  };
}

/**
 * The departments and courses the import's rows name that the school did not have when it was
 * previewed (the plan keeps no id for them): what applying creates, department first.
 */
async function newPlacesOf(db: Db, id: string): Promise<RosterNewPlace[]> {
  const field = (name: string) =>
    sql<string | null>`nullif(${rosterImportRows.data} ->> ${name}, '')`;
  const rows = await db
    .selectDistinct({
      departmentName: field('departmentName'),
      courseName: field('courseName'),
      newDepartment: sql<boolean>`${rosterImportRows.data} ->> 'departmentId' is null`,
    })
    .from(rosterImportRows)
    .where(
      and(
        eq(rosterImportRows.importId, id),
        inArray(rosterImportRows.action, ['new', 'changed']),
        or(
          sql`${rosterImportRows.data} ->> 'departmentId' is null and ${field('departmentName')} is not null`,
          sql`${rosterImportRows.data} ->> 'courseId' is null and ${field('courseName')} is not null`,
        ),
      ),
    );
  const places = new Map<string, RosterNewPlace>();
  for (const r of rows) {
    const departmentName = r.departmentName!;
    if (r.newDepartment) places.set(departmentName, { departmentName, courseName: null });
    if (r.courseName !== null)
      places.set(`${departmentName}\u0000${r.courseName}`, {
        departmentName,
        courseName: r.courseName,
      });
  }
  const order = (p: RosterNewPlace) => [p.departmentName, p.courseName ?? ''];
  return [...places.values()].sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0]!.localeCompare(y[0]!, 'ja') || x[1]!.localeCompare(y[1]!, 'ja');
  });
}

/** Every rejection of an import, in line order, a batch at a time (the report CSV). */
export async function* rejectionBatches(db: Db, id: string): AsyncGenerator<RosterRejection[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ position: rosterImportRows.position, data: rosterImportRows.data })
      .from(rosterImportRows)
      .where(
        and(
          eq(rosterImportRows.importId, id),
          eq(rosterImportRows.action, 'rejected'),
          sql`${rosterImportRows.position} > ${after}`,
        ),
      )
      .orderBy(asc(rosterImportRows.position))
      .limit(1000);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.position;
    yield rows.flatMap((r) => r.data as RosterRejection[]);
  }
}
