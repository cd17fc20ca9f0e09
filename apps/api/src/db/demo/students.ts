/** Generates the demo students (users rows + students rows), deterministically. */
import type { students, users } from '../schema';
import { demoStudentIdentities } from './accounts';
import type { DemoSchool } from './catalog';
import { studentGivenNames, surnames } from './people';
import { addDays, type Rng } from './random';

/** Admission years are anchored to this school year (April–March) so runs are identical. */
export const BASE_SCHOOL_YEAR = 2025;

export interface SeededSchool {
  index: number;
  id: number;
  def: DemoSchool;
  departments: { id: number; name: string; courseIds: [number, number] }[];
}

export interface SeededStudent {
  userId: string;
  school: SeededSchool;
  schoolYear: number;
  departmentName: string;
  /** Receives deliveries: an ACTIVE account, enrolled (platform/recipients.ts). */
  receives: boolean;
  isCareful: boolean;
  email: string;
}

export interface StudentRows {
  users: (typeof users.$inferInsert)[];
  students: (typeof students.$inferInsert)[];
  seeded: SeededStudent[];
}

const NOTES_CAREFUL = [
  '面談時は保護者同席を希望',
  '連絡は保護者経由で行うこと',
  '体調面に配慮が必要',
];

export function generateStudents(rng: Rng, schools: SeededSchool[]): StudentRows {
  const out: StudentRows = { users: [], students: [], seeded: [] };
  for (const school of schools) {
    const { def } = school;
    const demo = school.index === 0 ? demoStudentIdentities : [];
    for (let i = 0; i < def.studentCount; i++) {
      const fixed = demo[i];
      const userId = rng.uuid();
      const schoolYear = fixed
        ? fixed.schoolYear
        : rng.chance(0.07)
          ? -1
          : Number(rng.weighted({ 1: 30, 2: 30, 3: 28, 4: 12 }));
      const admissionYear = fixed
        ? fixed.admissionYear
        : schoolYear > 0
          ? BASE_SCHOOL_YEAR - (schoolYear - 1)
          : BASE_SCHOOL_YEAR - rng.int(0, 3);
      const studentNumber = fixed
        ? fixed.studentNumber
        : `${admissionYear}${def.letter}${String(i + 11).padStart(4, '0')}`;
      const dept = fixed
        ? school.departments.find((d) => d.name === '情報科')!
        : rng.pick(school.departments);
      const courseId = fixed ? dept.courseIds[0] : rng.pick(dept.courseIds);
      const [lastName, lastNameKana] = fixed
        ? [fixed.lastName, fixed.lastNameKana]
        : rng.pick(surnames);
      const [firstName, firstNameKana] = fixed
        ? [fixed.firstName, fixed.firstNameKana]
        : rng.pick(studentGivenNames);
      const email = fixed ? fixed.email : `s${studentNumber.toLowerCase()}@students.tayori.example`;
      // Born in the school year 16 years before admission; those without a year between 2005 and 2008.
      const birthYear =
        schoolYear > 0 ? Math.min(2009, Math.max(2005, admissionYear - 16)) : rng.int(2005, 2008);
      const birthday = fixed ? fixed.birthday : addDays(`${birthYear}-04-02`, rng.int(0, 364));
      const phoneNumber = fixed
        ? fixed.phoneNumber
        : rng.chance(0.04)
          ? null
          : rng.pick(['090', '080', '070']) + rng.digits(8);
      const isCareful = fixed ? fixed.isCareful : rng.chance(0.05);
      const status = fixed ? 'ACTIVE' : rng.weighted({ ACTIVE: 95, SUSPENDED: 3, DELETE: 2 });
      const billingCode = fixed ? '1' : rng.weighted({ '1': 80, '2': 15, '3': 5 });
      out.users.push({
        id: userId,
        userType: 'STUDENT',
        roleType: null,
        status,
        email,
        lastName,
        firstName,
        lastNameKana,
        firstNameKana,
        schoolId: school.id,
        billingCode,
        billingId: billingCode === '1' ? 100 + school.index : billingCode === '2' ? 200 : null,
        notes: isCareful ? rng.pick(NOTES_CAREFUL) : rng.chance(0.05) ? '住所変更の届出あり' : null,
        testUserFlag: !fixed && rng.chance(0.02),
      });
      // Drawn in the order the row lists them (the demo stays as it was).
      const courseYear = schoolYear > 0 ? schoolYear : rng.int(1, 3);
      const studentCourse = fixed ? '01' : rng.weighted({ '01': 85, '02': 6, '03': 5, '99': 4 });
      const studentStatusTypeCode = fixed
        ? '0'
        : rng.weighted({ '0': 90, '1': 4, '2': 2, '5': 2, H: 2 });
      out.students.push({
        userId,
        schoolId: school.id,
        studentNumber,
        departmentId: dept.id,
        courseId,
        admissionYear,
        schoolYear,
        courseYear,
        studentCourse,
        studentStatusTypeCode,
        birthday,
        phoneNumber,
        isCareful,
      });
      out.seeded.push({
        userId,
        school,
        schoolYear,
        departmentName: dept.name,
        // platform/recipients.ts: only they are put in groups and sent notices.
        receives: status === 'ACTIVE' && studentStatusTypeCode === '0',
        isCareful,
        email,
      });
    }
  }
  return out;
}
