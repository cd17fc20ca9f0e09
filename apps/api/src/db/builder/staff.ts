/** Staff, tutors and others: the demo accounts (README) first, then `total` drawn ones. */
import { demoAccounts, demoStaffPeople } from './accounts';
import type { RoleType, School, Staff, UserStatus } from './model';
import { adultGivenNames, surnames } from './names';
import { pastInstant, type Rng } from './random';

type Kind = [userType: Staff['userType'], roleType: RoleType | null];

const DOMAIN: Record<Staff['userType'], string> = {
  STAFF: 'staff.tayori.example',
  TUTOR: 'tutor.tayori.example',
  OTHER: 'partner.tayori.example',
};

const NOTES: Record<Exclude<UserStatus, 'ACTIVE'>, readonly string[]> = {
  SUSPENDED: ['休職中', '長期休暇中'],
  DELETE: ['退職', '契約終了'],
};

/**
 * 60% staff in every role, 28% tutors, 12% others. The first SCHOOL_EDITORs cover one school
 * each, so every school has an editor (who registers its notices).
 */
function kindsOf(total: number, schools: number): Kind[] {
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
  const editors = Math.max(schools, staffCount - roles.length);
  return [
    ...Array.from({ length: editors }, (): Kind => ['STAFF', 'SCHOOL_EDITOR']),
    ...roles.map((r): Kind => ['STAFF', r]),
    ...Array.from({ length: tutors }, (): Kind => ['TUTOR', null]),
    ...Array.from({ length: Math.max(2, total - staffCount - tutors) }, (): Kind => [
      'OTHER',
      null,
    ]),
  ];
}

export function buildStaff(
  rng: Rng,
  schools: School[],
  opts: { total: number; now: Date; withDemo: boolean; schoolGroupCount: number },
): Staff[] {
  const out: Staff[] = [];
  const used = new Set<string>();
  let jid = 1;
  const add = (p: Omit<Staff, 'id' | 'jid' | 'schoolGroupIds' | 'createdAt'>, extra: number[]) => {
    used.add(p.email);
    const schoolGroupIds = p.roleType?.startsWith('SCHOOL_')
      ? [...new Set([p.school.schoolGroupId, ...extra])]
      : [];
    out.push({
      ...p,
      id: rng.uuid(),
      jid: p.userType === 'STAFF' ? `T${String(jid++).padStart(6, '0')}` : null,
      schoolGroupIds,
      createdAt: pastInstant(rng, opts.now, 30, 365 * 6),
    });
  };

  if (opts.withDemo) {
    for (const account of demoAccounts) {
      const person = demoStaffPeople[account.email];
      if (!person || account.userType === 'STUDENT') continue;
      const { school, ...names } = person;
      add(
        {
          ...names,
          userType: account.userType,
          roleType: account.roleType,
          status: 'ACTIVE',
          school: schools[school]!,
          email: account.email,
          notes: null,
          demo: true,
        },
        [],
      );
    }
  }

  const bySize = Object.fromEntries(schools.map((s) => [String(s.index), Math.sqrt(s.size) + 1]));
  const seenKinds = new Set<string>();
  for (const [i, [userType, roleType]] of kindsOf(opts.total, schools.length).entries()) {
    const kind = roleType ?? userType;
    const firstOfKind = !seenKinds.has(kind);
    seenKinds.add(kind);
    const schoolEditor = roleType === 'SCHOOL_EDITOR' && i < schools.length;
    const school = schoolEditor ? schools[i]! : schools[Number(rng.weighted(bySize))]!;
    const [lastName, lastNameKana, surRomaji] = rng.pick(surnames);
    const [firstName, firstNameKana, givenRomaji] = rng.pick(adultGivenNames);
    let email = `${givenRomaji}.${surRomaji}@${DOMAIN[userType]}`;
    for (let n = 2; used.has(email); n++)
      email = `${givenRomaji}.${surRomaji}${n}@${DOMAIN[userType]}`;
    const extra =
      roleType?.startsWith('SCHOOL_') && rng.chance(0.15)
        ? [rng.int(1, opts.schoolGroupCount)]
        : [];
    // Every school's first editor and the first of every kind stay active: one to sign in as.
    const status: UserStatus =
      firstOfKind || schoolEditor
        ? 'ACTIVE'
        : rng.weighted({ ACTIVE: 94, SUSPENDED: 3, DELETE: 3 });
    add(
      {
        lastName,
        firstName,
        lastNameKana,
        firstNameKana,
        userType,
        roleType,
        status,
        school,
        email,
        notes:
          status !== 'ACTIVE'
            ? rng.pick(NOTES[status])
            : userType === 'OTHER' && rng.chance(0.3)
              ? '外部講師'
              : null,
        demo: false,
      },
      extra,
    );
  }
  return out;
}

/** Per school: its active SCHOOL_EDITORs (demo accounts first), who register its notices and groups. */
export function authorsBySchool(staff: Staff[]): Map<School, string[]> {
  const authors = new Map<School, string[]>();
  for (const p of staff) {
    if (p.roleType === 'SCHOOL_EDITOR' && p.status === 'ACTIVE')
      authors.set(p.school, [...(authors.get(p.school) ?? []), p.id]);
  }
  return authors;
}
