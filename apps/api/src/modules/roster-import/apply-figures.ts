import { and, eq, sql } from 'drizzle-orm';
import type { RosterImportKind } from '@tayori/contract';
import type { Db } from '../../db/client';
import { attendanceCourses, attendancePeriods, literacyResults } from '../../db/schema';

/**
 * Attendance and literacy rows of one batch (docs/decisions/roster-import.md): each replaces the
 * student's figures for its period (its semester and course), or its result; the rate was
 * computed from the counts when the preview planned the row.
 */
export async function applyFigures(
  tx: Db,
  kind: Exclude<RosterImportKind, 'students' | 'accounts'>,
  rows: Record<string, unknown>[],
) {
  const counts = (d: Record<string, unknown>) => ({
    userId: String(d.userId),
    attendance: Number(d.attendance),
    publicAbsence: Number(d.publicAbsence),
    absence: Number(d.absence),
    late: Number(d.late),
    leaveEarly: Number(d.leaveEarly),
    sortOrder: Number(d.sortOrder),
    rate: d.rate === null ? null : Number(d.rate),
  });
  if (kind === 'literacy') {
    const values = rows.map((d) => ({
      userId: String(d.userId),
      result: d.result as 'PASSED',
      testedAt: d.testedAt ? new Date(`${String(d.testedAt)}T00:00:00+09:00`) : null,
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
  for (const d of rows) {
    if (kind === 'attendancePeriods') {
      await tx
        .delete(attendancePeriods)
        .where(
          and(
            eq(attendancePeriods.userId, String(d.userId)),
            eq(attendancePeriods.periodName, String(d.periodName)),
          ),
        );
    } else {
      await tx
        .delete(attendanceCourses)
        .where(
          and(
            eq(attendanceCourses.userId, String(d.userId)),
            eq(attendanceCourses.semester, String(d.semester)),
            eq(attendanceCourses.courseName, String(d.courseName)),
          ),
        );
    }
  }
  if (kind === 'attendancePeriods') {
    await tx
      .insert(attendancePeriods)
      .values(rows.map((d) => ({ ...counts(d), periodName: String(d.periodName) })));
  } else {
    await tx.insert(attendanceCourses).values(
      rows.map((d) => ({
        ...counts(d),
        semester: String(d.semester),
        courseName: String(d.courseName),
      })),
    );
  }
}
