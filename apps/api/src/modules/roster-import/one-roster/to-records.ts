import {
  messages,
  oneRosterRoles,
  SignInIdField,
  type OneRosterRole,
  type RoleType,
} from '@tayori/contract';
import type { Db } from '../../../db/client';
import { fileProblem, type RosterRecord } from '../read-file';
import { schoolPlaces } from '../school-places';
import { isDeletion, type CheckedZip, type RejectedRow } from './check-zip';
import { linkedSchoolOf, linkedUsers, orgSourcedIdOf } from './links';
import type { OneRosterRow } from './read-zip';
import { gradeCodes } from './row-rules';
import { concernsSchool, roleHolders } from './whose-rows';

/**
 * A checked ZIP as the roster import's records of one school (docs/roster-import.md "OneRoster"):
 * its org found, its users as the students layout's and the accounts layout's cells, so the same
 * rules and planners as a CSV's judge them. A cell the ZIP leaves empty where the portal keeps more
 * (phone, 学年, 学科) is a column left out: the stored value stays.
 */

export interface SourcedRecord extends RosterRecord {
  sourcedId: string;
  masterId: string;
  /** Whether the portal knows the sourcedId already (an earlier import's). */
  linked: boolean;
}

export interface SchoolRecords {
  orgSourcedId: string;
  students: SourcedRecord[];
  /** Staff, tutors and others, with the 権限 a new STAFF account gets (a stored one keeps its own). */
  staff: (SourcedRecord & { extra: { roleTypeForNew?: RoleType } })[];
  /** A delta's deleted users that are this school's active accounts: they leave (利用停止). */
  leaving: { userId: string; key: string }[];
  /** The school's rows the rules refused, and its users the portal cannot take. */
  rejected: RejectedRow[];
}

interface School {
  id: number;
  code: string;
  name: string;
}

const comparable = (name: string) => name.normalize('NFKC').replace(/\s/g, '');

/**
 * The ZIP's org for `school`: the one imported as it before, else its name, else the only school;
 * a delta without orgs.csv is the school's as an earlier import knew it.
 */
async function orgIdOf(db: Db, zip: CheckedZip, school: School): Promise<string> {
  const known = zip.modes.orgs ? null : await orgSourcedIdOf(db, school.id);
  if (known) return known;
  return (await orgOf(db, zip, school)).cells.sourcedId!;
}

async function orgOf(db: Db, zip: CheckedZip, school: School): Promise<OneRosterRow> {
  const orgs = [...(zip.valid.orgs?.values() ?? [])].filter((o) => o.cells.type === 'school');
  const linked = await linkedSchoolOf(
    db,
    orgs.map((o) => o.cells.sourcedId!),
  );
  const free = orgs.filter((o) => (linked.get(o.cells.sourcedId!) ?? school.id) === school.id);
  const org =
    free.find((o) => linked.get(o.cells.sourcedId!) === school.id) ??
    free.find((o) => comparable(o.cells.name!) === comparable(school.name)) ??
    (orgs.length === 1 ? free[0] : undefined);
  if (org) return org;
  // The school's org is there but a rule refused it: say which, not that it is missing.
  const refused = zip.rejected.find(
    (r) => r.file === 'orgs' && comparable(r.cells.name ?? '') === comparable(school.name),
  );
  const problem = refused?.problems[0];
  throw fileProblem(
    problem
      ? messages.oneroster_school_refused(problem.line, problem.column!, problem.message)
      : messages.oneroster_school_not_found(school.name),
  );
}

/** The 権限 a new STAFF account gets from its roles: never more than a school's editor. */
function roleTypeFor(roles: string[]): RoleType {
  if (roles.some((r) => r === 'districtAdministrator' || r === 'systemAdministrator'))
    return 'VISTA_VIEWER';
  if (roles.some((r) => r === 'principal' || r === 'siteAdministrator')) return 'SCHOOL_EDITOR';
  return 'SCHOOL_VIEWER';
}

export async function schoolRecords(
  db: Db,
  zip: CheckedZip,
  school: School,
): Promise<SchoolRecords> {
  const orgId = await orgIdOf(db, zip, school);
  const users = zip.valid.users ?? new Map<string, OneRosterRow>();
  const rolesOf = new Map<string, { primary?: string; all: string[] }>();
  for (const role of zip.valid.roles?.values() ?? []) {
    if (role.cells.orgSourcedId !== orgId || isDeletion(role)) continue;
    const entry = rolesOf.get(role.cells.userSourcedId!) ?? { all: [] };
    entry.all.push(role.cells.role!);
    if (role.cells.roleType === 'primary') entry.primary = role.cells.role!;
    rolesOf.set(role.cells.userSourcedId!, entry);
  }
  const linked = await linkedUsers(db, [...users.keys()]);
  const holders = roleHolders(zip, orgId);
  // A user is the school's by a role there; one with no role in the ZIP (a delta's) by its
  // primaryOrgSourcedId or the school an earlier import put it in.
  const ofSchool = (id: string, row: OneRosterRow) =>
    rolesOf.has(id) ||
    (!holders.anywhere.has(id) &&
      (row.cells.primaryOrgSourcedId === orgId || linked.get(id)?.schoolId === school.id));

  const out: SchoolRecords = {
    orgSourcedId: orgId,
    students: [],
    staff: [],
    leaving: [],
    rejected: [],
  };
  const refuse = (row: OneRosterRow, column: string, message: string) =>
    out.rejected.push({
      file: 'users',
      line: row.line,
      key: row.cells.username || row.cells.sourcedId!,
      cells: row.cells,
      problems: [{ line: row.line, column: `users.csv: ${column}`, message }],
    });
  const places = await placesOf(db, school.id);
  const demographics = zip.valid.demographics;
  for (const [id, row] of users) {
    if (!ofSchool(id, row)) continue;
    const stored = linked.get(id);
    if (isDeletion(row)) {
      if (stored?.status === 'ACTIVE' && stored.schoolId === school.id)
        out.leaving.push({ userId: stored.userId, key: row.cells.username || id });
      continue;
    }
    const c = row.cells;
    const roles = rolesOf.get(id);
    const userType = roles?.primary
      ? oneRosterRoles[roles.primary as OneRosterRole]
      : (stored?.userType ?? undefined);
    if (userType === null) continue; // guardians and relatives are not portal users
    if (!userType) {
      refuse(row, 'sourcedId', messages.oneroster_primary_role_missing);
      continue;
    }
    const email = [c.username!, c.email ?? ''].find((v) => SignInIdField.safeParse(v).success);
    if (!email) {
      refuse(row, 'username', messages.oneroster_sign_in_id);
      continue;
    }
    const cells: Record<string, string> = {
      extendedSchoolCode: school.code,
      email,
      lastName: c.familyName!,
      firstName: c.givenName!,
      lastNameKana: c['metadata.jp.kanaFamilyName']!,
      firstNameKana: c['metadata.jp.kanaGivenName']!,
    };
    const record = {
      line: row.line,
      cells,
      sourcedId: id,
      masterId: c.userMasterIdentifier!,
      linked: stored !== undefined,
    };
    if (userType !== 'STUDENT') {
      out.staff.push({
        ...record,
        cells: { ...cells, userType },
        extra: userType === 'STAFF' ? { roleTypeForNew: roleTypeFor(roles?.all ?? []) } : {},
      });
      continue;
    }
    const studentNumber = c.identifier || stored?.studentNumber;
    if (!studentNumber) {
      refuse(row, 'identifier', messages.oneroster_student_number_missing);
      continue;
    }
    const homeClass = zip.valid.classes?.get(c['metadata.jp.homeClass'] ?? '');
    const grade = gradeCodes(c.grades ?? '')[0] ?? gradeCodes(homeClass?.cells.grades ?? '')[0];
    const birthDate = demographics?.get(id)?.cells.birthDate;
    const phone = c.phone || c.sms;
    out.students.push({
      ...record,
      cells: {
        ...cells,
        studentNumber,
        ...(birthDate ? { birthday: birthDate } : {}),
        ...(phone ? { phoneNumber: phone } : {}),
        ...(grade ? { schoolYear: grade.slice(1) } : {}),
        ...(homeClass ? placeOf(zip, homeClass, places) : {}),
      },
    });
  }
  out.rejected.push(...zip.rejected.filter((r) => concernsSchool(r, orgId, holders)));
  return out;
}

/** The school's departments and their courses, by name. */
async function placesOf(db: Db, schoolId: number): Promise<Map<string, Set<string>>> {
  const places = new Map<string, Set<string>>();
  for (const r of await schoolPlaces(db, [schoolId])) {
    const set = places.get(r.departmentName) ?? new Set<string>();
    if (r.courseName) set.add(r.courseName);
    places.set(r.departmentName, set);
  }
  return places;
}

/**
 * The 学科 and コース a homeroom names, when they are the school's: the class's course is titled
 * 「2026年度」 + the 学科, the class is the コース (or the 学科 again: none). A 校務支援システム's
 * 「1年1組」 of 「2026年度ホームルーム」 names neither, and the stored ones stay.
 */
function placeOf(
  zip: CheckedZip,
  homeClass: OneRosterRow,
  places: Map<string, Set<string>>,
): Record<string, string> {
  const course = zip.valid.courses?.get(homeClass.cells.courseSourcedId ?? '');
  const department = (course?.cells.title ?? '').replace(/^\d{4}年度/, '');
  const courses = places.get(department);
  if (!courses) return {};
  const title = homeClass.cells.title!;
  if (title === department) return { departmentName: department, courseName: '' };
  return courses.has(title) ? { departmentName: department, courseName: title } : {};
}
