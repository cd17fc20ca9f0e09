/** Students and staff (staff, tutors, others) of the generated school group, held in memory. */
import { BIG_SCHOOL_SHARE, schoolDefs } from './catalog';
import { adultGivenNames, studentGivenNames, surnames } from './names';
import { addDays, DAY_MS, type Rng } from './random';

export type RoleType =
  'SYSTEM_ADMINISTRATOR' | 'VISTA_EDITOR' | 'VISTA_VIEWER' | 'SCHOOL_EDITOR' | 'SCHOOL_VIEWER';
export type UserType = 'STUDENT' | 'STAFF' | 'TUTOR' | 'OTHER';
export type UserStatus = 'ACTIVE' | 'SUSPENDED' | 'DELETE';

export interface School {
  index: number;
  id: number;
  code: string;
  name: string;
  areaCode: string;
  /** school_groups.id */
  schoolGroupId: number;
  size: number;
  departments: { id: number; name: string; courseIds: number[] }[];
}

export interface Student {
  id: string;
  school: School;
  departmentIndex: number;
  courseId: number;
  schoolYear: number;
  admissionYear: number;
  studentNumber: string;
  status: UserStatus;
  isCareful: boolean;
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthday: string;
  phoneNumber: string | null;
  email: string;
  notes: string | null;
  createdAt: string;
}

export interface Staff {
  id: string;
  userType: Exclude<UserType, 'STUDENT'>;
  roleType: RoleType | null;
  status: UserStatus;
  school: School;
  schoolGroupIds: number[];
  email: string;
  names: [lastName: string, firstName: string, lastNameKana: string, firstNameKana: string];
  jid: string | null;
  createdAt: string;
}

/** School sizes: a fifth at the correspondence school, the rest by weight; they sum to `total`. */
export function schoolSizes(total: number): number[] {
  const big = Math.round(total * BIG_SCHOOL_SHARE);
  const rest = total - big;
  const weights = schoolDefs.slice(1).map((s) => s.weight);
  const sum = weights.reduce((a, b) => a + b, 0);
  const sizes = weights.map((w) => Math.floor((rest * w) / sum));
  sizes[0]! += rest - sizes.reduce((a, b) => a + b, 0);
  return [big, ...sizes];
}

const CAREFUL_NOTES = [
  '面談時は保護者同席を希望',
  '連絡は保護者経由で行うこと',
  '体調面に配慮が必要',
];

/** The school year (April–March) that `today` falls in. */
export const schoolYearOf = (today: string) =>
  Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 4 ? 1 : 0);

const pastInstant = (rng: Rng, now: Date, minDays: number, maxDays: number) =>
  new Date(
    now.getTime() - rng.int(minDays, maxDays) * DAY_MS - rng.int(0, 86_399) * 1000,
  ).toISOString();

export function generateStudents(rng: Rng, schools: School[], today: string, now: Date): Student[] {
  const base = schoolYearOf(today);
  const out: Student[] = [];
  for (const school of schools) {
    const big = school.index === 0;
    for (let i = 0; i < school.size; i++) {
      const schoolYear = rng.chance(big ? 0.12 : 0.05)
        ? -1
        : Number(rng.weighted({ 1: 30, 2: 29, 3: 28, 4: 13 }));
      const admissionYear = schoolYear > 0 ? base - (schoolYear - 1) : base - rng.int(0, 4);
      const studentNumber = `${admissionYear}${String(school.index + 1).padStart(2, '0')}${String(i + 1).padStart(5, '0')}`;
      const departmentIndex = rng.int(0, school.departments.length - 1);
      const [lastName, lastNameKana] = rng.pick(surnames);
      const [firstName, firstNameKana] = rng.pick(studentGivenNames);
      const birthYear = admissionYear - 16 - (rng.chance(0.1) ? rng.int(1, 20) : 0);
      const isCareful = rng.chance(0.03);
      out.push({
        id: rng.uuid(),
        school,
        departmentIndex,
        courseId: rng.pick(school.departments[departmentIndex]!.courseIds),
        schoolYear,
        admissionYear,
        studentNumber,
        status: rng.weighted<UserStatus>({ ACTIVE: 95, SUSPENDED: 3, DELETE: 2 }),
        isCareful,
        lastName,
        firstName,
        lastNameKana,
        firstNameKana,
        birthday: addDays(`${birthYear}-04-02`, rng.int(0, 364)),
        phoneNumber: rng.chance(0.04) ? null : rng.pick(['090', '080', '070']) + rng.digits(8),
        email: `s${studentNumber}@students.tayori.example`,
        notes: isCareful ? rng.pick(CAREFUL_NOTES) : rng.chance(0.03) ? '住所変更の届出あり' : null,
        createdAt: pastInstant(rng, now, 1, 365 * 4),
      });
    }
  }
  return out;
}

const DOMAIN = {
  STAFF: 'staff.tayori.example',
  TUTOR: 'tutor.tayori.example',
  OTHER: 'partner.tayori.example',
};

/**
 * About 2% of the student count (1,000 at 50,000): 60% staff in every role, 28% tutors, 12% others.
 * SCHOOL_* staff are assigned their school's group (some a second one); the first SCHOOL_EDITORs
 * cover one school each, so every school has an editor.
 */
export function generateStaff(
  rng: Rng,
  schools: School[],
  total: number,
  now: Date,
  schoolGroupCount: number,
): Staff[] {
  const staffCount = Math.round(total * 0.6);
  const tutors = Math.round(total * 0.28);
  const roles: RoleType[] = [];
  const atLeast = (share: number) => Math.max(2, Math.round(staffCount * share));
  for (const [role, share] of [
    ['SYSTEM_ADMINISTRATOR', 0.02],
    ['VISTA_EDITOR', 0.05],
    ['VISTA_VIEWER', 0.05],
    ['SCHOOL_VIEWER', 0.35],
  ] as const) {
    for (let i = 0; i < atLeast(share); i++) roles.push(role);
  }
  const editors = Math.max(schools.length, staffCount - roles.length);
  const kinds: [Staff['userType'], RoleType | null][] = [
    ...Array.from(
      { length: editors },
      () => ['STAFF', 'SCHOOL_EDITOR'] as [Staff['userType'], RoleType],
    ),
    ...roles.map((r) => ['STAFF', r] as [Staff['userType'], RoleType]),
    ...Array.from({ length: tutors }, () => ['TUTOR', null] as [Staff['userType'], null]),
    ...Array.from(
      { length: Math.max(2, total - staffCount - tutors) },
      () => ['OTHER', null] as [Staff['userType'], null],
    ),
  ];
  const bySize = Object.fromEntries(schools.map((s) => [String(s.index), Math.sqrt(s.size) + 1]));
  const used = new Set<string>();
  const seenKinds = new Set<string>();
  let jid = 1;
  return kinds.map(([userType, roleType], i) => {
    const kind = roleType ?? userType;
    const firstOfKind = !seenKinds.has(kind);
    seenKinds.add(kind);
    const school =
      roleType === 'SCHOOL_EDITOR' && i < schools.length
        ? schools[i]!
        : schools[Number(rng.weighted(bySize))]!;
    const [sur, surKana, surRomaji] = rng.pick(surnames);
    const [given, givenKana, givenRomaji] = rng.pick(adultGivenNames);
    let email = `${givenRomaji}.${surRomaji}@${DOMAIN[userType]}`;
    for (let n = 2; used.has(email); n++)
      email = `${givenRomaji}.${surRomaji}${n}@${DOMAIN[userType]}`;
    used.add(email);
    const schoolGroupIds =
      roleType === 'SCHOOL_EDITOR' || roleType === 'SCHOOL_VIEWER' ? [school.schoolGroupId] : [];
    if (schoolGroupIds.length && rng.chance(0.15)) {
      const other = rng.int(1, schoolGroupCount);
      if (other !== school.schoolGroupId) schoolGroupIds.push(other);
    }
    return {
      id: rng.uuid(),
      userType,
      roleType,
      // Every school's first editor and the first of every kind stay active: there is always one to sign in as.
      status:
        firstOfKind || (roleType === 'SCHOOL_EDITOR' && i < schools.length)
          ? 'ACTIVE'
          : rng.weighted<UserStatus>({ ACTIVE: 96, SUSPENDED: 2, DELETE: 2 }),
      school,
      schoolGroupIds,
      email,
      names: [sur, given, surKana, givenKana],
      jid: userType === 'STAFF' ? `T${String(jid++).padStart(6, '0')}` : null,
      createdAt: pastInstant(rng, now, 30, 365 * 6),
    };
  });
}
