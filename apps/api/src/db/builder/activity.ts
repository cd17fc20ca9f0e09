/** Per-student activity: attendance periods and courses, and literacy test results. */
import { attendanceRate, type LiteracyResult } from '@tayori/contract';
import { attendancePeriodNames, attendanceSubjects } from './catalog';
import { DAY_MS, type Rng } from './random';

/** Row values in the column order of tables.ts. */
type Row = unknown[];

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
    rate: attendanceRate(attendance, absence),
    attendance,
    publicAbsence,
    absence,
    late: rng.int(0, 4),
    leaveEarly: rng.int(0, 2),
  };
}

function sum(a: Counts, b: Counts): Counts {
  const attendance = a.attendance + b.attendance;
  const absence = a.absence + b.absence;
  return {
    rate: attendanceRate(attendance, absence),
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
      rate: attendanceRate(attendance, absence),
      attendance,
      publicAbsence: share(total.publicAbsence, i),
      absence,
      late: share(total.late, i),
      leaveEarly: share(total.leaveEarly, parts - 1 - i),
    };
  });
}

const values = (c: Counts) => [
  c.rate,
  c.attendance,
  c.publicAbsence,
  c.absence,
  c.late,
  c.leaveEarly,
];

/**
 * Attendance of one student: four to eight subjects (情報I always), each in 前期 and 後期. A
 * term's figures are the sum of its courses' and 通年 the sum of both terms, so the home panel
 * and the detail page always agree (a term never reads 100.0% beside courses with absences).
 * `pending`: the 後期 figures are not in yet (null rate). `fixed` pins 前期 to 92.5%.
 */
export function attendanceFor(
  rng: Rng,
  userId: string,
  pinned?: 'fixed' | 'pending',
): { periods: Row[]; courses: Row[] } {
  const others = attendanceSubjects.filter((s) => s !== '情報I');
  const picked = new Set<string>(['情報I', ...rng.sample(others, rng.int(3, others.length))]);
  const subjects = attendanceSubjects.filter((s) => picked.has(s));
  const pending = pinned === 'pending' || (pinned === undefined && rng.chance(0.08));
  const terms = {
    前期:
      pinned === 'fixed'
        ? spread(FIXED_FIRST_TERM, subjects.length)
        : subjects.map(() => counts(rng, 15, 2)),
    後期: subjects.map(() => (pending ? EMPTY : counts(rng, 15, 2))),
  };
  const courses = (['前期', '後期'] as const).flatMap((semester, term) =>
    terms[semester].map((c, i) => [
      userId,
      semester,
      subjects[i]!,
      term * subjects.length + i + 1,
      ...values(c),
    ]),
  );
  const first = terms.前期.reduce(sum, EMPTY);
  const second = terms.後期.reduce(sum, EMPTY);
  const periods = [first, second, sum(first, second)].map((c, i) => [
    userId,
    attendancePeriodNames[i]!,
    i + 1,
    ...values(c),
  ]);
  return { periods, courses };
}

/** A literacy test result; tested some time in the last year unless UNTESTED. */
export function literacyFor(rng: Rng, userId: string, now: Date, fixed?: LiteracyResult): Row {
  const result =
    fixed ?? rng.weighted<LiteracyResult>({ PASSED: 50, FAILURE: 20, UNTESTED: 25, ERROR: 5 });
  const testedAt =
    result === 'UNTESTED' ? null : new Date(now.getTime() - rng.int(10, 400) * DAY_MS);
  return [userId, result, testedAt?.toISOString() ?? null];
}
