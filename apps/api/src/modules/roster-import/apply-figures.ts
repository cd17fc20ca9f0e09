import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { RosterImportKind } from '@tayori/contract';
import type { Db } from '../../db/client';
import { attendanceCourses, attendancePeriods, literacyResults } from '../../db/schema';
import { StoredCourseRow, StoredLiteracyRow, StoredPeriodRow } from './stored-rows';

/**
 * Attendance and literacy rows of one batch (docs/decisions/roster-import.md): each replaces the
 * student's figures for its period (its semester and course), or its result; the rate was
 * computed from the counts when the preview planned the row.
 */
export async function applyFigures(
  tx: Db,
  kind: Exclude<RosterImportKind, 'students' | 'accounts'>,
  data: unknown[],
) {
  if (kind === 'literacy') {
    const values = data
      .map((d) => StoredLiteracyRow.parse(d))
      .map((d) => ({
        userId: d.userId,
        result: d.result,
        testedAt: d.testedAt ? new Date(`${d.testedAt}T00:00:00+09:00`) : null,
      }));
    await tx
      .insert(literacyResults)
      .values(values)
      .onConflictDoUpdate({
        target: literacyResults.userId,
        set: { result: sql`excluded.result`, testedAt: sql`excluded.tested_at` },
      });
    return;
  }
  if (kind === 'attendancePeriods') {
    const rows = data.map((d) => StoredPeriodRow.parse(d));
    await deleteSamePeriods(tx, attendancePeriods, rows, (d) => [
      eq(attendancePeriods.periodName, d.periodName),
    ]);
    await tx.insert(attendancePeriods).values(rows);
    return;
  }
  const rows = data.map((d) => StoredCourseRow.parse(d));
  await deleteSamePeriods(tx, attendanceCourses, rows, (d) => [
    eq(attendanceCourses.semester, d.semester),
    eq(attendanceCourses.courseName, d.courseName),
  ]);
  await tx.insert(attendanceCourses).values(rows);
}

/**
 * Makes room for the rows: each replaces the student's figures for its period, which `samePeriod`
 * names (a period's name; a course's semester and name).
 */
async function deleteSamePeriods<R extends { userId: string }>(
  tx: Db,
  table: typeof attendancePeriods | typeof attendanceCourses,
  rows: R[],
  samePeriod: (row: R) => SQL[],
) {
  for (const d of rows)
    await tx.delete(table).where(and(eq(table.userId, d.userId), ...samePeriod(d)));
}
