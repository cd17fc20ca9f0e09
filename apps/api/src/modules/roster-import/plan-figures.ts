import { eq } from 'drizzle-orm';
import { attendanceRate, messages, tokyoDateOf, type RosterImportKind } from '@tayori/contract';
import type { Db } from '../../db/client';
import { attendanceCourses, attendancePeriods, literacyResults, students } from '../../db/schema';
import type { CheckedRow } from './check-rows';
import { plannedChange, plannedColumns, rejected, type PlannedRow, type Planner } from './plan';

/**
 * Attendance (per period, per course) and literacy results (docs/roster-import.md): each row
 * replaces that student's figures for its period, its semester and course, or its result. The rate
 * is computed from the counts (attendanceRate), never read from the file.
 */

type FigureKind = Exclude<RosterImportKind, 'students' | 'accounts'>;

/** The part of a row's key after the student number: period, semester + course, or nothing. */
export const figureKeyParts: Record<FigureKind, string[]> = {
  attendancePeriods: ['periodName'],
  attendanceCourses: ['semester', 'courseName'],
  literacy: [],
};

export const figureKey = (
  kind: FigureKind,
  values: Record<string, unknown>,
  userOrNumber: string,
) => [userOrNumber, ...figureKeyParts[kind].map((k) => String(values[k]))].join(' / ');

async function storedFigures(db: Db, kind: FigureKind, schoolId: number) {
  const found = new Map<string, Record<string, unknown>>();
  const counts = (t: typeof attendancePeriods | typeof attendanceCourses) => ({
    userId: t.userId,
    attendance: t.attendance,
    publicAbsence: t.publicAbsence,
    absence: t.absence,
    late: t.late,
    leaveEarly: t.leaveEarly,
    sortOrder: t.sortOrder,
    rate: t.rate,
  });
  if (kind === 'attendancePeriods') {
    const rows = await db
      .select({ ...counts(attendancePeriods), periodName: attendancePeriods.periodName })
      .from(attendancePeriods)
      .innerJoin(students, eq(students.userId, attendancePeriods.userId))
      .where(eq(students.schoolId, schoolId));
    for (const r of rows) found.set(figureKey(kind, r, r.userId), r);
  } else if (kind === 'attendanceCourses') {
    const rows = await db
      .select({
        ...counts(attendanceCourses),
        semester: attendanceCourses.semester,
        courseName: attendanceCourses.courseName,
      })
      .from(attendanceCourses)
      .innerJoin(students, eq(students.userId, attendanceCourses.userId))
      .where(eq(students.schoolId, schoolId));
    for (const r of rows) found.set(figureKey(kind, r, r.userId), r);
  } else {
    const rows = await db
      .select({
        userId: literacyResults.userId,
        result: literacyResults.result,
        testedAt: literacyResults.testedAt,
      })
      .from(literacyResults)
      .innerJoin(students, eq(students.userId, literacyResults.userId))
      .where(eq(students.schoolId, schoolId));
    for (const r of rows) {
      found.set(r.userId, {
        result: r.result,
        // Stored as the day's start in Asia/Tokyo (apply-figures), so read back in it.
        testedAt: r.testedAt ? tokyoDateOf(r.testedAt) : null,
      });
    }
  }
  return found;
}

export const planFigures =
  (kind: FigureKind): Planner =>
  async ({ db, school, emptyValues }, rows: CheckedRow[]) => {
    const { columns, header } = plannedColumns(kind);
    const numberHeader = header('studentNumber');
    const compared = columns.filter(
      (c) => !['extendedSchoolCode', 'studentNumber', ...figureKeyParts[kind]].includes(c.key),
    );
    const numbers = await db
      .select({ userId: students.userId, studentNumber: students.studentNumber })
      .from(students)
      .where(eq(students.schoolId, school.id));
    const userOf = new Map(numbers.map((n) => [n.studentNumber.toUpperCase(), n.userId]));
    const stored = await storedFigures(db, kind, school.id);
    return rows.map(({ line, values: given }): PlannedRow => {
      const key = figureKey(kind, given, String(given.studentNumber));
      const userId = userOf.get(String(given.studentNumber).toUpperCase());
      if (!userId) return rejected(line, key, numberHeader, messages.import_student_unknown);
      const before = stored.get(figureKey(kind, given, userId)) ?? null;
      // A column the file leaves out (表示順, 受験日) keeps the stored value; a new row takes the
      // column's empty value.
      const values = { ...emptyValues, ...before, ...given };
      const after: Record<string, unknown> =
        kind === 'literacy'
          ? values
          : { ...values, rate: attendanceRate(Number(values.attendance), Number(values.absence)) };
      const data = { ...after, userId };
      const withRate = [...compared, { key: 'rate', header: '出席率' }].filter(
        (c) => c.key in after,
      );
      return plannedChange({ line, key, data }, withRate, before, after);
    });
  };
