import { and, eq, inArray, ne } from 'drizzle-orm';
import { messages, staffFieldProblems, type RoleType, type StaffUserType } from '@tayori/contract';
import { schools, users } from '../../db/schema';
import {
  leavingRow,
  plannedChange,
  plannedColumns,
  rejected,
  type PlannedRow,
  type Planner,
} from './plan';
import { readInChunks, signInKey } from './look-ups';
import { changedOwnAccess } from '../../domain/accounts/own-access';

const { columns, header } = plannedColumns('accounts');
const compared = columns.filter((c) => c.key !== 'email');

/**
 * Staff, tutor and other accounts (docs/roster-import.md): keyed by sign-in ID. The role follows the
 * registration's rule (staffFieldProblems: STAFF has one, the others none). New accounts get no
 * password: an administrator issues a temporary one from the account's detail.
 */
export const planAccounts: Planner = async (
  { db, school, principal, markMissingAsLeaving },
  rows,
) => {
  const emails = rows.map((r) => String(r.values.email));
  const found = await readInChunks(emails, (chunk) =>
    db
      .select({
        id: users.id,
        email: signInKey(),
        userType: users.userType,
        roleType: users.roleType,
        status: users.status,
        lastName: users.lastName,
        firstName: users.firstName,
        lastNameKana: users.lastNameKana,
        firstNameKana: users.firstNameKana,
        extendedSchoolCode: schools.extendedSchoolCode,
        notes: users.notes,
      })
      .from(users)
      .leftJoin(schools, eq(schools.id, users.schoolId))
      .where(inArray(signInKey(), chunk)),
  );
  const stored = new Map(found.map((f) => [f.email, f]));
  const planned: PlannedRow[] = rows.map(({ line, values: read }) => {
    // `roleTypeForNew`: the 権限 a OneRoster file's role gives an account that has none yet.
    const { roleTypeForNew, ...given } = read;
    const key = String(given.email);
    const existing = stored.get(key);
    // A column the file leaves out changes nothing: the stored role and notes stay (a new account
    // has none).
    const values: Record<string, unknown> = {
      ...given,
      roleType:
        'roleType' in given ? given.roleType : (existing?.roleType ?? roleTypeForNew ?? null),
    };
    const problems = staffFieldProblems({
      userType: values.userType as StaffUserType,
      roleType: (values.roleType as RoleType | null) ?? null,
      billingCode: '3',
      billingId: null,
      a1License: true,
      a3License: false,
    });
    if (problems.roleType) return rejected(line, key, header('roleType'), problems.roleType);
    if (existing?.userType === 'STUDENT')
      return rejected(line, key, header('email'), messages.import_account_is_student);
    if (existing?.status === 'DELETE')
      return rejected(line, key, null, messages.import_account_deleted);
    // Another school's account is that school's to change: an import never moves it.
    if (existing?.extendedSchoolCode && existing.extendedSchoolCode !== school.code)
      return rejected(line, key, header('email'), messages.import_account_other_school);
    // The administrator importing never locks themself out (domain/accounts/own-access.ts; nor leaves,
    // below). A file carries no status: the stored one stays.
    const own =
      existing?.id === principal.userId
        ? changedOwnAccess(
            {
              userType: existing.userType,
              roleType: (existing.roleType as string | null) ?? null,
              status: existing.status,
            },
            {
              userType: String(values.userType),
              roleType: (values.roleType as string | null) ?? null,
              status: existing.status,
            },
          )
        : null;
    if (own) return rejected(line, key, header(own), messages.import_own_role);
    const after = {
      ...values,
      extendedSchoolCode: school.code,
      roleType: values.roleType ?? '',
      ...('notes' in values || !existing ? { notes: values.notes ?? '' } : {}),
    };
    const data = { ...values, userId: existing?.id ?? null, schoolId: school.id };
    const before = existing && {
      ...existing,
      roleType: existing.roleType ?? '',
      notes: existing.notes ?? '',
      extendedSchoolCode: existing.extendedSchoolCode ?? '',
    };
    return plannedChange({ line, key, data }, compared, before ?? null, after);
  });
  if (markMissingAsLeaving) {
    const inFile = new Set(emails);
    const active = await db
      .select({ id: users.id, email: signInKey() })
      .from(users)
      .where(
        and(
          eq(users.schoolId, school.id),
          inArray(users.userType, ['STAFF', 'TUTOR', 'OTHER']),
          eq(users.status, 'ACTIVE'),
          // The administrator importing never locks themself out.
          ne(users.id, principal.userId),
        ),
      );
    for (const a of active) {
      if (!inFile.has(a.email)) planned.push(leavingRow(a.email, a.id));
    }
  }
  return planned;
};
