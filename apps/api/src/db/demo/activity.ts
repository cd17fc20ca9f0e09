/** Per-student activity: attendance periods and courses, and literacy test results. */
import type { LiteracyResult } from '@tayori/contract';
import type { attendanceCourses, attendancePeriods, literacyResults } from '../schema';
import { demoAttendancePeriods, demoAttendanceSubjects } from './catalog';
import type { Rng } from './random';

type PeriodRow = typeof attendancePeriods.$inferInsert;
type CourseRow = typeof attendanceCourses.$inferInsert;

interface Counts {
  rate: number | null;
  attendance: number;
  publicAbsence: number;
  absence: number;
  late: number;
  leaveEarly: number;
}

const EMPTY: Counts = {
  rate: null,
  attendance: 0,
  publicAbsence: 0,
  absence: 0,
  late: 0,
  leaveEarly: 0,
};

function counts(rng: Rng, sessions: number, absenceMax: number): Counts {
  const publicAbsence = rng.chance(0.2) ? rng.int(1, 2) : 0;
  const absence = rng.chance(0.1) ? rng.int(absenceMax, absenceMax * 3) : rng.int(0, absenceMax);
  const attendance = Math.max(0, sessions - publicAbsence - absence);
  return {
    rate: rate(attendance, attendance + absence),
    attendance,
    publicAbsence,
    absence,
    late: rng.int(0, 4),
    leaveEarly: rng.int(0, 2),
  };
}

function rate(attended: number, required: number): number | null {
  return required === 0 ? null : Math.round((attended / required) * 1000) / 10;
}

function sum(a: Counts, b: Counts): Counts {
  const attendance = a.attendance + b.attendance;
  const absence = a.absence + b.absence;
  return {
    rate: rate(attendance, attendance + absence),
    attendance,
    publicAbsence: a.publicAbsence + b.publicAbsence,
    absence,
    late: a.late + b.late,
    leaveEarly: a.leaveEarly + b.leaveEarly,
  };
}

/** The demo student's 前期, pinned (92.5%) so the screens and tests have a known figure. */
const FIXED_FIRST_TERM: Counts = {
  rate: 92.5,
  attendance: 74,
  publicAbsence: 1,
  absence: 6,
  late: 3,
  leaveEarly: 1,
};

/** `total` shared out over `parts` courses as evenly as whole sessions allow. */
function spread(total: Counts, parts: number): Counts[] {
  const share = (n: number, i: number) => Math.floor(n / parts) + (i < n % parts ? 1 : 0);
  return Array.from({ length: parts }, (_, i) => {
    const attendance = share(total.attendance, i);
    const absence = share(total.absence, parts - 1 - i);
    return {
      rate: rate(attendance, attendance + absence),
      attendance,
      publicAbsence: share(total.publicAbsence, i),
      absence,
      late: share(total.late, i),
      leaveEarly: share(total.leaveEarly, parts - 1 - i),
    };
  });
}

/**
 * Attendance of one student. A term's figures are the sum of its courses' and 通年 the sum of
 * both terms, so the home panel and the detail page always agree (a term never reads 100.0%
 * beside courses with absences). `secondTermPending`: the 後期 figures are not in yet (null
 * rate), as for the careful demo student. `fixedFirstTerm` pins the demo student's 前期 to 92.5.
 */
export function attendanceFor(
  rng: Rng,
  userId: string,
  opts: { secondTermPending?: boolean; fixedFirstTerm?: boolean } = {},
): { periods: PeriodRow[]; courses: CourseRow[] } {
  const subjects = demoAttendanceSubjects.filter(
    (s, i) => s === '情報I' || (i + rng.int(0, 1)) % 2 === 0,
  );
  const terms = {
    前期: opts.fixedFirstTerm
      ? spread(FIXED_FIRST_TERM, subjects.length)
      : subjects.map(() => counts(rng, 15, 2)),
    後期: subjects.map(() => (opts.secondTermPending ? EMPTY : counts(rng, 15, 2))),
  };
  const courses: CourseRow[] = (['前期', '後期'] as const).flatMap((semester, term) =>
    terms[semester].map((c, i) => ({
      userId,
      semester,
      courseName: subjects[i]!,
      sortOrder: term * subjects.length + i + 1,
      ...c,
    })),
  );
  const first = terms.前期.reduce(sum, EMPTY);
  const second = terms.後期.reduce(sum, EMPTY);
  const periods = [first, second, sum(first, second)].map((c, i) => ({
    userId,
    periodName: demoAttendancePeriods[i]!,
    sortOrder: i + 1,
    ...c,
  }));
  return { periods, courses };
}

export function literacyFor(
  rng: Rng,
  userId: string,
  now: Date,
  fixed?: LiteracyResult,
): typeof literacyResults.$inferInsert {
  const result =
    fixed ?? rng.weighted<LiteracyResult>({ PASSED: 50, FAILURE: 20, UNTESTED: 25, ERROR: 5 });
  const testedAt =
    result === 'UNTESTED' ? null : new Date(now.getTime() - rng.int(10, 200) * 86_400_000);
  return { userId, result, testedAt };
}
