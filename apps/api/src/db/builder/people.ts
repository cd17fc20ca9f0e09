/** Students: the one place that knows what a valid built student is (demo accounts included). */
import type { BillingCode, StudentCourse, StudentStatusTypeCode } from '@tayori/contract';
import { demoStudentIdentities } from './accounts';
import { carefulNotes } from './catalog';
import type { School, Student, UserStatus } from './model';
import { studentGivenNames, surnames } from './names';
import { addDays, pastInstant, type Rng } from './random';

/** The school year (April–March) that `today` falls in. */
export const schoolYearOf = (today: string) =>
  Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);

/**
 * Whether a student receives deliveries: an ACTIVE account, enrolled (student status 0). The
 * builder's copy of domain/students/recipients.ts (an SQL condition there); the builder's test checks
 * every group member against that condition.
 */
export const receivesDeliveries = (s: Student) => s.status === 'ACTIVE' && s.statusCode === '0';

/** Student status by account status: an ACTIVE account is nearly always enrolled. */
const STATUS_CODES: Record<UserStatus, Partial<Record<StudentStatusTypeCode, number>>> = {
  ACTIVE: { '0': 97, '1': 1, '5': 1, H: 1 },
  SUSPENDED: { '1': 80, '0': 20 },
  DELETE: { '2': 40, '3': 10, '4': 20, '5': 30 },
};

/** Billing (spec 001 §3): the school pays, the student pays, or none; the id of the payer. */
export function billingIdOf(code: BillingCode, school: School): number | null {
  return code === '1' ? 100 + school.index : code === '2' ? 200 : null;
}

/**
 * `school.size` students per school. The demo students (README) are the first three of the
 * first school when `withDemo`; everyone else is drawn.
 */
export function buildStudents(
  rng: Rng,
  schools: School[],
  opts: { today: string; now: Date; withDemo: boolean },
): Student[] {
  const base = schoolYearOf(opts.today);
  const out: Student[] = [];
  for (const school of schools) {
    const demo = opts.withDemo && school.index === 0 ? demoStudentIdentities : [];
    const itDepartment = school.departments.findIndex((d) => d.name === '情報科');
    for (let i = 0; i < school.size; i++) {
      const fixed = demo[i];
      const schoolYear = fixed
        ? fixed.schoolYear
        : rng.chance(school.broadcast ? 0.12 : 0.06)
          ? -1
          : Number(rng.weighted({ 1: 30, 2: 30, 3: 28, 4: 12 }));
      const admissionYear = fixed
        ? fixed.admissionYear
        : schoolYear > 0
          ? base - (schoolYear - 1)
          : base - rng.int(0, 4);
      const studentNumber =
        fixed?.studentNumber ??
        `${admissionYear}${String(school.index + 1).padStart(2, '0')}${String(i + 1).padStart(5, '0')}`;
      const departmentIndex = fixed ? itDepartment : rng.int(0, school.departments.length - 1);
      const courseIds = school.departments[departmentIndex]!.courseIds;
      const [lastName, lastNameKana] = fixed
        ? [fixed.lastName, fixed.lastNameKana]
        : rng.pick(surnames);
      const [firstName, firstNameKana] = fixed
        ? [fixed.firstName, fixed.firstNameKana]
        : rng.pick(studentGivenNames);
      // Born in the school year 16 years before admission; one in ten came back to school later.
      const birthYear = admissionYear - 16 - (rng.chance(0.1) ? rng.int(1, 20) : 0);
      const isCareful = fixed ? fixed.isCareful : rng.chance(0.04);
      const status: UserStatus = fixed
        ? 'ACTIVE'
        : rng.weighted({ ACTIVE: 95, SUSPENDED: 3, DELETE: 2 });
      const billingCode: BillingCode = fixed ? '1' : rng.weighted({ '1': 80, '2': 15, '3': 5 });
      out.push({
        id: rng.uuid(),
        school,
        departmentIndex,
        courseId: fixed ? courseIds[0]! : rng.pick(courseIds),
        schoolYear,
        admissionYear,
        courseYear: schoolYear > 0 ? schoolYear : rng.int(1, 3),
        studentNumber,
        status,
        statusCode: fixed ? '0' : rng.weighted(STATUS_CODES[status]),
        studentCourse: fixed
          ? '01'
          : rng.weighted<StudentCourse>({ '01': 85, '02': 6, '03': 5, '99': 4 }),
        isCareful,
        lastName,
        firstName,
        lastNameKana,
        firstNameKana,
        birthday: fixed?.birthday ?? addDays(`${birthYear}-04-02`, rng.int(0, 364)),
        phoneNumber:
          fixed?.phoneNumber ??
          (rng.chance(0.04) ? null : rng.pick(['090', '080', '070']) + rng.digits(8)),
        email: fixed?.email ?? `s${studentNumber.toLowerCase()}@students.tayori.example`,
        notes: isCareful ? rng.pick(carefulNotes) : rng.chance(0.04) ? '住所変更の届出あり' : null,
        billingCode,
        testUser: !fixed && rng.chance(0.02),
        createdAt: pastInstant(rng, opts.now, 30, 365 * 4),
        pinned: fixed?.pinned ?? null,
      });
    }
  }
  return out;
}
