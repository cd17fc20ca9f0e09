/** Generates staff, tutors and others: the demo accounts plus a few more per school. */
import type { RoleType, UserStatusType, UserType } from '@tayori/contract';
import type { staffSchoolGroups, users } from '../schema';
import { demoAccounts, demoStaffPeople } from './accounts';
import { adultGivenNames, surnames } from './people';
import type { Rng } from './random';
import type { SeededSchool } from './students';

export interface StaffRows {
  users: (typeof users.$inferInsert)[];
  staffSchoolGroups: (typeof staffSchoolGroups.$inferInsert)[];
  /** The user id of every non-student account by e-mail. */
  idByEmail: Map<string, string>;
  /** Per school (by index): the staff member who registers its notices. */
  authorBySchool: string[];
}

interface Person {
  email: string;
  userType: UserType;
  roleType: RoleType | null;
  school: SeededSchool;
  status?: UserStatusType;
  names: { lastName: string; firstName: string; lastNameKana: string; firstNameKana: string };
  notes?: string;
  /** Extra school groups (by index) for SCHOOL_* roles beyond their own school's group. */
  alsoGroups?: number[];
}

const DOMAIN: Record<UserType, string> = {
  STAFF: 'staff.tayori.example',
  TUTOR: 'tutor.tayori.example',
  OTHER: 'partner.tayori.example',
  STUDENT: 'students.tayori.example',
};

export function generateStaff(rng: Rng, schools: SeededSchool[], groupIds: number[]): StaffRows {
  const people: Person[] = [];
  for (const account of demoAccounts) {
    const person = demoStaffPeople[account.email];
    if (!person) continue; // students are generated elsewhere
    const { school, ...names } = person;
    people.push({
      email: account.email,
      userType: account.userType,
      roleType: account.roleType,
      school: schools[school]!,
      names,
    });
  }
  const used = new Set(people.map((p) => p.email));
  const extra = (
    userType: UserType,
    roleType: RoleType | null,
    school: SeededSchool,
    more: Partial<Person> = {},
  ) => {
    const [lastName, lastNameKana, sur] = rng.pick(surnames);
    const [firstName, firstNameKana, given] = rng.pick(adultGivenNames);
    let email = `${given}.${sur}@${DOMAIN[userType]}`;
    for (let n = 2; used.has(email); n++) email = `${given}.${sur}${n}@${DOMAIN[userType]}`;
    used.add(email);
    people.push({
      email,
      userType,
      roleType,
      school,
      names: { lastName, firstName, lastNameKana, firstNameKana },
      ...more,
    });
  };
  for (const school of schools) {
    extra('STAFF', 'SCHOOL_EDITOR', school, school.index === 0 ? { alsoGroups: [1] } : {});
    if (school.index % 2 === 1)
      extra(
        'STAFF',
        'SCHOOL_VIEWER',
        school,
        school.index === 3 ? { status: 'SUSPENDED', notes: '休職中' } : {},
      );
    extra('TUTOR', null, school);
    extra('TUTOR', null, school, school.index === 4 ? { status: 'DELETE', notes: '契約終了' } : {});
    if (school.index % 2 === 0)
      extra(
        'OTHER',
        null,
        school,
        school.index === 2 ? { status: 'SUSPENDED' } : { notes: '外部講師' },
      );
  }
  extra('STAFF', 'SYSTEM_ADMINISTRATOR', schools[2]!);
  extra('STAFF', 'VISTA_EDITOR', schools[4]!);
  extra('STAFF', 'VISTA_VIEWER', schools[4]!, { status: 'DELETE', notes: '退職' });

  const out: StaffRows = {
    users: [],
    staffSchoolGroups: [],
    idByEmail: new Map(),
    authorBySchool: [],
  };
  let jid = 1;
  for (const p of people) {
    const id = rng.uuid();
    // Tutors hold the paid A3 licence, everyone else A1 (the two are mutually exclusive).
    const a3 = p.userType === 'TUTOR';
    out.users.push({
      id,
      userType: p.userType,
      roleType: p.userType === 'STAFF' ? p.roleType : null,
      status: p.status ?? 'ACTIVE',
      email: p.email,
      ...p.names,
      schoolId: p.school.id,
      jid: p.userType === 'STAFF' ? `T${String(jid++).padStart(6, '0')}` : null,
      billingCode: p.userType === 'OTHER' ? '3' : '1',
      billingId: p.userType === 'OTHER' ? null : 100 + p.school.index,
      notes: p.notes ?? null,
      a1License: !a3,
      a3License: a3,
    });
    out.idByEmail.set(p.email, id);
    if (p.roleType === 'SCHOOL_EDITOR' || p.roleType === 'SCHOOL_VIEWER') {
      for (const g of new Set([p.school.def.group, ...(p.alsoGroups ?? [])])) {
        out.staffSchoolGroups.push({ userId: id, schoolGroupId: groupIds[g]! });
      }
    }
    if (p.roleType === 'SCHOOL_EDITOR' && out.authorBySchool[p.school.index] === undefined) {
      out.authorBySchool[p.school.index] = id;
    }
  }
  return out;
}
