import {
  messages,
  oneRosterRoles,
  SignInIdField,
  type OneRosterRole,
  type RoleType,
} from '@tayori/contract';
import type { Db } from '../../../db/client';
import { EMPTY_CELL } from '../../../platform/csv';
import type { RosterRecord } from '../read-file';
import { schoolPlaces } from '../school-places';
import { isDeletion, rejection, type CheckedZip, type RejectedRow } from './check-zip';
import { linkedUsers } from './links';
import { orgIdOf, type School } from './school-org';
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

/** The 権限 a new STAFF account gets from its roles: never more than a school's editor. */
function roleTypeFor(roles: string[]): RoleType {
  if (roles.some((r) => r === 'districtAdministrator' || r === 'systemAdministrator'))
    return 'VISTA_VIEWER';
  if (roles.some((r) => r === 'principal' || r === 'siteAdministrator')) return 'SCHOOL_EDITOR';
  return 'SCHOOL_VIEWER';
}

/** The school's users' roles at its org: the primary one (its kind) and all (a staff 権限). */
function rolesAt(zip: CheckedZip, orgId: string) {
  const rolesOf = new Map<string, { primary?: string; all: string[] }>();
  for (const role of zip.valid.roles?.values() ?? []) {
    if (role.cells.orgSourcedId !== orgId || isDeletion(role)) continue;
    const entry = rolesOf.get(role.cells.userSourcedId!) ?? { all: [] };
    entry.all.push(role.cells.role!);
    if (role.cells.roleType === 'primary') entry.primary = role.cells.role!;
    rolesOf.set(role.cells.userSourcedId!, entry);
  }
  return rolesOf;
}

/**
 * The school's users (docs/roster-import.md "OneRoster"). `importerId`: the administrator
 * importing, whom a delta never suspends (as a CSV's 利用停止 never does).
 */
export async function schoolRecords(
  db: Db,
  zip: CheckedZip,
  school: School,
  importerId: string,
): Promise<SchoolRecords> {
  const orgId = await orgIdOf(db, zip, school);
  const users = zip.valid.users ?? new Map<string, OneRosterRow>();
  const rolesOf = rolesAt(zip, orgId);
  const linked = await linkedUsers(db, [...users.keys()]);
  const holders = roleHolders(zip, orgId);
  // A user is the school's by its primary role there; one with no role in the ZIP (a delta's) by
  // its primaryOrgSourcedId or the school an earlier import put it in.
  const ofSchool = (id: string, row: OneRosterRow) =>
    rolesOf.get(id)?.primary !== undefined ||
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
    out.rejected.push(rejection('users', row, [[column, message]]));
  const places = await placesOf(db, school.id);
  const firstLineOf = new Map<string, number>();
  for (const [id, row] of users) {
    if (!ofSchool(id, row)) continue;
    const stored = linked.get(id);
    // A sourcedId the portal knows as another school's account: a move is not an import's.
    if (stored && stored.schoolId !== school.id) {
      if (!isDeletion(row)) refuse(row, 'sourcedId', messages.oneroster_user_other_school);
      continue;
    }
    if (isDeletion(row)) {
      if (stored?.status === 'ACTIVE' && stored.userId !== importerId)
        out.leaving.push({ userId: stored.userId, key: stored.studentNumber ?? id });
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
    // Students and staff are planned apart: one sign-in ID twice is caught here, across both.
    const first = firstLineOf.get(email.toLowerCase());
    if (first !== undefined) {
      refuse(row, 'username', messages.import_duplicate(first, 'サインインID'));
      continue;
    }
    firstLineOf.set(email.toLowerCase(), row.line);
    const record = {
      line: row.line,
      cells: {
        extendedSchoolCode: school.code,
        email,
        lastName: c.familyName!,
        firstName: c.givenName!,
        lastNameKana: c['metadata.jp.kanaFamilyName']!,
        firstNameKana: c['metadata.jp.kanaGivenName']!,
      },
      sourcedId: id,
      masterId: c.userMasterIdentifier!,
      linked: stored !== undefined,
    };
    if (userType !== 'STUDENT') {
      out.staff.push({
        ...record,
        cells: { ...record.cells, userType },
        extra: userType === 'STAFF' ? { roleTypeForNew: roleTypeFor(roles?.all ?? []) } : {},
      });
      continue;
    }
    const studentNumber = c.identifier || stored?.studentNumber;
    if (!studentNumber) {
      refuse(row, 'identifier', messages.oneroster_student_number_missing);
      continue;
    }
    out.students.push({
      ...record,
      cells: { ...record.cells, studentNumber, ...studentCells(zip, id, c, places) },
    });
  }
  out.rejected.push(...zip.rejected.filter((r) => concernsSchool(r, orgId, holders)));
  return out;
}

/**
 * A student's cells beyond the names: what the ZIP says, and nothing for what it leaves empty (or
 * `-`, a CSV's way to clear a cell, which means nothing here): the stored value stays.
 */
function studentCells(
  zip: CheckedZip,
  id: string,
  c: Record<string, string>,
  places: Map<string, Set<string>>,
): Record<string, string> {
  const said = (v: string | undefined) => (v && v !== EMPTY_CELL ? v : undefined);
  const homeClass = zip.valid.classes?.get(c['metadata.jp.homeClass'] ?? '');
  const grade = gradeCodes(c.grades ?? '')[0] ?? gradeCodes(homeClass?.cells.grades ?? '')[0];
  const birthDate = zip.valid.demographics?.get(id)?.cells.birthDate;
  const phone = said(c.phone) ?? said(c.sms);
  return {
    ...(birthDate ? { birthday: birthDate } : {}),
    ...(phone ? { phoneNumber: phone } : {}),
    ...(grade ? { schoolYear: grade.slice(1) } : {}),
    ...(homeClass ? placeOf(zip, homeClass, places) : {}),
  };
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
  // The portal's export writes the コース as the classCode too (a コース may be named as its 学科).
  const code = homeClass.cells.classCode ?? '';
  if (courses.has(code)) return { departmentName: department, courseName: code };
  const title = homeClass.cells.title!;
  if (title === department) return { departmentName: department, courseName: '' };
  return courses.has(title) ? { departmentName: department, courseName: title } : {};
}
