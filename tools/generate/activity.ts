/** Per-student attendance (periods and courses) and literacy results, as row value lists. */
import { attendancePeriodNames, attendanceSubjects } from './catalog';
import { DAY_MS, type Rng } from './random';

type Counts = [
  rate: number | null,
  attendance: number,
  publicAbsence: number,
  absence: number,
  late: number,
  leaveEarly: number,
];

function counts(rng: Rng, sessions: number, absenceMax: number): Counts {
  const publicAbsence = rng.chance(0.2) ? rng.int(1, 2) : 0;
  const absence = rng.chance(0.1) ? rng.int(absenceMax, absenceMax * 3) : rng.int(0, absenceMax);
  const attendance = Math.max(0, sessions - publicAbsence - absence);
  return [
    rate(attendance, attendance + absence),
    attendance,
    publicAbsence,
    absence,
    rng.int(0, 4),
    rng.int(0, 2),
  ];
}

const rate = (attended: number, required: number) =>
  required === 0 ? null : Math.round((attended / required) * 1000) / 10;
const EMPTY: Counts = [null, 0, 0, 0, 0, 0];

/** 前期, 後期 (not in yet for some) and 通年; four to eight subjects in each semester. */
export function attendanceFor(
  rng: Rng,
  userId: string,
): { periods: unknown[][]; courses: unknown[][] } {
  const first = counts(rng, 80, 8);
  const pending = rng.chance(0.1);
  const second = pending ? EMPTY : counts(rng, 76, 8);
  const total: Counts = [
    rate(first[1] + second[1], first[1] + second[1] + first[3] + second[3]),
    first[1] + second[1],
    first[2] + second[2],
    first[3] + second[3],
    first[4] + second[4],
    first[5] + second[5],
  ];
  const periods = [first, second, total].map((c, i) => [
    userId,
    attendancePeriodNames[i],
    i + 1,
    ...c,
  ]);
  const subjects = rng.sample(attendanceSubjects, rng.int(4, attendanceSubjects.length));
  const courses: unknown[][] = [];
  for (const semester of ['前期', '後期']) {
    for (const name of subjects) {
      const c = semester === '後期' && pending ? EMPTY : counts(rng, 15, 2);
      courses.push([userId, semester, name, courses.length + 1, ...c]);
    }
  }
  return { periods, courses };
}

export function literacyFor(rng: Rng, userId: string, now: Date): unknown[] {
  const result = rng.weighted({ PASSED: 50, FAILURE: 20, UNTESTED: 25, ERROR: 5 });
  const testedAt =
    result === 'UNTESTED'
      ? null
      : new Date(now.getTime() - rng.int(10, 400) * DAY_MS).toISOString();
  return [userId, result, testedAt];
}
