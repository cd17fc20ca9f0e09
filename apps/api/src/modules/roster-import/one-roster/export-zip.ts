import { zipSync, strToU8 } from 'fflate';
import { stringify } from 'csv-stringify/sync';
import {
  HALF_WIDTH_KANA,
  oneRosterExportVersion,
  oneRosterFiles,
  oneRosterHeaders,
  type OneRosterReadFile,
} from '@tayori/contract';
import type { Db } from '../../../db/client';
import { exportPlaces, exportSchools, exportUsers, type ExportUser } from './export-rows';
import { derivedId } from './links';

/**
 * A group's or a school's roster as a OneRoster 1.2 Japan Profile ZIP (docs/roster-import.md
 * "OneRoster"): bulk files, every value quoted, UTF-8 without a BOM, the users layout of JP 第2版
 * (the one every importer found reads). Ids the portal was given by an import are written back;
 * the rest are derived from the portal's own ids, so every export names a record the same way.
 */

/** The profile forbids half-width katakana in names: they are written full-width. */
const HALF_WIDTH_RUNS = new RegExp(`${HALF_WIDTH_KANA.source}+`, 'g');
const fullWidth = (text: string) => text.replace(HALF_WIDTH_RUNS, (kana) => kana.normalize('NFKC'));

/** The 年度 of a date: April to March. */
const schoolYearOf = (today: string) =>
  Number(today.slice(5, 7)) >= 4 ? Number(today.slice(0, 4)) : Number(today.slice(0, 4)) - 1;

/** 学年 1–3 as a high school's grade codes; the profile has no code for a fourth year. */
const gradeOf = (year: number | null) =>
  year !== null && year >= 1 && year <= 3 ? `H${year}` : '';

/** The primary role each account kind is written with; staff who edit are also siteAdministrator. */
const primaryRole: Record<string, string> = {
  STUDENT: 'student',
  STAFF: 'teacher',
  TUTOR: 'aide',
  OTHER: 'proctor',
};
const EDITORS = ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR'];

function csvFile(file: OneRosterReadFile, rows: Record<string, string>[]): Uint8Array {
  const header = oneRosterHeaders[file][0] as readonly string[];
  const body = stringify(
    rows.map((row) => header.map((h) => row[h] ?? '')),
    { quoted: true, quoted_empty: true, record_delimiter: 'windows' },
  );
  return strToU8(`${header.join(',')}\r\n${body}`);
}

export async function oneRosterZip(
  db: Db,
  schoolIds: number[],
  today: string,
): Promise<Uint8Array> {
  const [schools, places, users] = await Promise.all([
    exportSchools(db, schoolIds),
    exportPlaces(db, schoolIds),
    exportUsers(db, schoolIds),
  ]);
  const year = schoolYearOf(today);
  const session = derivedId(`session:${year}`);
  const orgId = new Map(schools.map((s) => [s.id, s.sourcedId ?? derivedId(`school:${s.id}`)]));
  const groups = new Map(
    schools.flatMap((s) => (s.groupId === null ? [] : [[s.groupId, s.groupName!] as const])),
  );
  const classId = (departmentId: number, courseId: number | null) =>
    derivedId(`class:${departmentId}:${courseId ?? ''}`);
  const userId = (u: ExportUser) => u.sourcedId ?? u.id;
  const students = users.filter((u) => u.userType === 'STUDENT');

  const files: Partial<Record<OneRosterReadFile, Record<string, string>[]>> = {
    academicSessions: [
      {
        sourcedId: session,
        title: `${year}年度`,
        type: 'schoolYear',
        startDate: `${year}-04-01`,
        endDate: `${year + 1}-03-31`,
        parentSourcedId: 'NULL',
        schoolYear: String(year),
      },
    ],
    orgs: [
      ...[...groups].map(([id, name]) => ({
        sourcedId: derivedId(`group:${id}`),
        name: fullWidth(name),
        type: 'district',
      })),
      ...schools.map((s) => ({
        sourcedId: orgId.get(s.id)!,
        name: fullWidth(s.name),
        type: 'school',
        parentSourcedId: s.groupId === null ? '' : derivedId(`group:${s.groupId}`),
      })),
    ],
    courses: places
      .filter((p) => p.courseId === null)
      .map((p) => ({
        sourcedId: derivedId(`department:${p.departmentId}`),
        schoolYearSourcedId: session,
        title: `${year}年度${fullWidth(p.departmentName)}`,
        orgSourcedId: orgId.get(p.schoolId)!,
      })),
    classes: places.map((p) => ({
      sourcedId: classId(p.departmentId, p.courseId),
      title: fullWidth(p.courseName ?? p.departmentName),
      // The コース again: a コース may have its 学科's name, which the title alone cannot tell.
      classCode: p.courseName ?? '',
      courseSourcedId: derivedId(`department:${p.departmentId}`),
      classType: 'homeroom',
      schoolSourcedId: orgId.get(p.schoolId)!,
      termSourcedIds: session,
      'metadata.jp.specialNeeds': 'false',
    })),
    users: users.map((u) => ({
      sourcedId: userId(u),
      enabledUser: 'true',
      username: u.email,
      givenName: fullWidth(u.firstName),
      familyName: fullWidth(u.lastName),
      identifier: u.studentNumber ?? '',
      email: u.email,
      phone: u.phoneNumber ?? '',
      grades: gradeOf(u.schoolYear),
      userMasterIdentifier: u.masterId ?? derivedId(`person:${u.id}`),
      preferredGivenName: fullWidth(u.firstName),
      preferredFamilyName: fullWidth(u.lastName),
      primaryOrgSourcedId: orgId.get(u.schoolId)!,
      'metadata.jp.kanaGivenName': u.firstNameKana,
      'metadata.jp.kanaFamilyName': u.lastNameKana,
      'metadata.jp.homeClass': u.departmentId === null ? '' : classId(u.departmentId, u.courseId),
    })),
    roles: users.flatMap((u) => {
      const role = (roleType: string, name: string) => ({
        sourcedId: derivedId(`role:${u.id}:${name}`),
        userSourcedId: userId(u),
        roleType,
        role: name,
        orgSourcedId: orgId.get(u.schoolId)!,
      });
      const primary = role('primary', primaryRole[u.userType]!);
      return EDITORS.includes(u.roleType ?? '')
        ? [primary, role('secondary', 'siteAdministrator')]
        : [primary];
    }),
    enrollments: students
      .filter((u) => u.departmentId !== null)
      .map((u) => ({
        sourcedId: derivedId(`enrollment:${u.id}`),
        classSourcedId: classId(u.departmentId!, u.courseId),
        schoolSourcedId: orgId.get(u.schoolId)!,
        userSourcedId: userId(u),
        role: 'student',
        primary: 'false',
      })),
    demographics: students.map((u) => ({ sourcedId: userId(u), birthDate: u.birthday ?? '' })),
  };
  const modeOf = (file: string) => (file in files ? 'bulk' : 'absent');
  const manifest = stringify(
    [
      ['manifest.version', '1.0'],
      ['oneroster.version', oneRosterExportVersion],
      ...oneRosterFiles.map((f) => [`file.${f}`, modeOf(f)]),
      ['source.systemName', 'Tayori'],
      ['source.systemCode', 'tayori'],
    ],
    { quoted: true, record_delimiter: 'windows' },
  );
  const entries: Record<string, Uint8Array> = {
    'manifest.csv': strToU8(`propertyName,value\r\n${manifest}`),
  };
  for (const [file, rows] of Object.entries(files))
    entries[`${file}.csv`] = csvFile(file as OneRosterReadFile, rows);
  return zipSync(entries, { level: 6 });
}
