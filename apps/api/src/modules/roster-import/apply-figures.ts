import { and, eq, sql } from 'drizzle-orm';
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
  // The row replaces the student's figures for its period (its semester and course).
  if (kind === 'attendancePeriods') {
    const rows = data.map((d) => StoredPeriodRow.parse(d));
    for (const d of rows)
      await tx
        .delete(attendancePeriods)
        .where(
          and(
            eq(attendancePeriods.userId, d.userId),
            eq(attendancePeriods.periodName, d.periodName),
          ),
        );
    await tx.insert(attendancePeriods).values(rows);
    return;
  }
  const rows = data.map((d) => StoredCourseRow.parse(d));
  for (const d of rows)
    await tx
      .delete(attendanceCourses)
      .where(
        and(
          eq(attendanceCourses.userId, d.userId),
          eq(attendanceCourses.semester, d.semester),
          eq(attendanceCourses.courseName, d.courseName),
        ),
      );
  await tx.insert(attendanceCourses).values(rows);
}
