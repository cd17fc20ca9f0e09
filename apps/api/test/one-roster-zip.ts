import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { oneRosterFiles, oneRosterHeaders, type OneRosterReadFile } from '@tayori/contract';

/**
 * Japan Profile ZIPs for tests, written from the published profile (docs/research/
 * oneroster-japan-profile.md §8): a district, a school, a school year, a 学科's course and its
 * コース's homeroom, a teacher, a principal and two students. Tests change one rule at a time.
 */

export type Row = Record<string, string>;

export interface JpRoster {
  manifest: Map<string, string>;
  files: Partial<Record<OneRosterReadFile, Row[]>>;
  /** Which of a file's layouts to write (users: 0 JP 第2版, 1 v1.2.1). */
  layout: Partial<Record<OneRosterReadFile, number>>;
}

/** The school year 2026 (academicSessions.csv's row, its parent written NULL as the profile's importers expect). */
export const schoolYear2026 = (sourcedId: string): Row => ({
  sourcedId,
  title: '2026年度',
  type: 'schoolYear',
  startDate: '2026-04-01',
  endDate: '2027-03-31',
  parentSourcedId: 'NULL',
  schoolYear: '2026',
});

/** A manifest: every file absent but those given, which are bulk. */
export const manifestOf = (files: string[]) =>
  new Map<string, string>([
    ['manifest.version', '1.0'],
    ['oneroster.version', '1.2'],
    ...oneRosterFiles.map(
      (f) => [`file.${f}`, files.includes(f) ? 'bulk' : 'absent'] as [string, string],
    ),
    ['source.systemName', 'SampleKoumu'],
    ['source.systemCode', '1.0.0'],
  ]);

export function jpRoster(schoolName: string): JpRoster {
  const id = () => randomUUID();
  const [district, school, session, course, homeroom] = [id(), id(), id(), id(), id()];
  const [teacher, principal, taro, hanako] = [id(), id(), id(), id()];
  const user = (sourcedId: string, u: Row): Row => ({
    sourcedId,
    enabledUser: 'true',
    userMasterIdentifier: id(),
    primaryOrgSourcedId: school,
    preferredGivenName: u.givenName!,
    preferredFamilyName: u.familyName!,
    ...u,
  });
  const role = (userSourcedId: string, roleName: string, roleType = 'primary'): Row => ({
    sourcedId: id(),
    userSourcedId,
    roleType,
    role: roleName,
    orgSourcedId: school,
  });
  const files: JpRoster['files'] = {
    academicSessions: [schoolYear2026(session)],
    orgs: [
      { sourcedId: district, name: '千代田区教育委員会', type: 'district', identifier: '131016' },
      {
        sourcedId: school,
        name: schoolName,
        type: 'school',
        identifier: 'B113210000014',
        parentSourcedId: district,
      },
    ],
    courses: [
      {
        sourcedId: course,
        schoolYearSourcedId: session,
        title: '2026年度普通科',
        orgSourcedId: school,
      },
    ],
    classes: [
      {
        sourcedId: homeroom,
        title: '総合コース',
        grades: 'H1',
        courseSourcedId: course,
        classType: 'homeroom',
        schoolSourcedId: school,
        termSourcedIds: session,
        'metadata.jp.specialNeeds': 'false',
      },
    ],
    users: [
      user(teacher, {
        username: 't.sato@jp.example.ed.jp',
        email: 't.sato@jp.example.ed.jp',
        givenName: '花子',
        familyName: '佐藤',
        'metadata.jp.kanaGivenName': 'ハナコ',
        'metadata.jp.kanaFamilyName': 'サトウ',
      }),
      user(principal, {
        username: 'k.ito@jp.example.ed.jp',
        givenName: '健',
        familyName: '伊藤',
        'metadata.jp.kanaGivenName': 'ケン',
        'metadata.jp.kanaFamilyName': 'イトウ',
      }),
      user(taro, {
        username: 's.yamada@jp.example.ed.jp',
        givenName: '太郎',
        familyName: '山田',
        identifier: 'JP0001',
        phone: '09011112222',
        grades: 'H1',
        'metadata.jp.kanaGivenName': 'たろう',
        'metadata.jp.kanaFamilyName': 'ヤマダ',
        'metadata.jp.homeClass': homeroom,
      }),
      user(hanako, {
        username: 's.suzuki@jp.example.ed.jp',
        givenName: '次郎',
        familyName: '鈴木',
        identifier: 'JP0002',
        'metadata.jp.kanaGivenName': 'ジロウ',
        'metadata.jp.kanaFamilyName': 'スズキ',
        'metadata.jp.homeClass': homeroom,
      }),
    ],
    roles: [
      role(teacher, 'teacher'),
      role(principal, 'teacher'),
      role(principal, 'principal', 'secondary'),
      role(taro, 'student'),
      role(hanako, 'student'),
    ],
    enrollments: [
      {
        sourcedId: id(),
        classSourcedId: homeroom,
        schoolSourcedId: school,
        userSourcedId: teacher,
        role: 'teacher',
        primary: 'true',
      },
      {
        sourcedId: id(),
        classSourcedId: homeroom,
        schoolSourcedId: school,
        userSourcedId: taro,
        role: 'student',
        primary: 'false',
        'metadata.jp.ShussekiNo': '1',
      },
      {
        sourcedId: id(),
        classSourcedId: homeroom,
        schoolSourcedId: school,
        userSourcedId: hanako,
        role: 'student',
        primary: 'false',
        'metadata.jp.ShussekiNo': '2',
      },
    ],
    demographics: [
      { sourcedId: taro, birthDate: '2010-05-14' },
      { sourcedId: hanako, birthDate: '2010-12-03' },
    ],
  };
  return { manifest: manifestOf(Object.keys(files)), files, layout: {} };
}

const quoted = (v: string) => `"${v.replace(/"/g, '""')}"`;

/** The roster as the ZIP a 校務支援システム sends: every value quoted, CRLF, UTF-8 without BOM. */
export function zipOf(roster: JpRoster, extra: Record<string, string> = {}): Buffer {
  const entries: Record<string, Uint8Array> = {};
  const manifest = [...roster.manifest].map(([k, v]) => `${quoted(k)},${quoted(v)}`);
  entries['manifest.csv'] = strToU8(['propertyName,value', ...manifest].join('\r\n') + '\r\n');
  for (const [file, rows] of Object.entries(roster.files) as [OneRosterReadFile, Row[]][]) {
    const header = oneRosterHeaders[file][roster.layout[file] ?? 0] as readonly string[];
    const lines = rows.map((r) => header.map((h) => quoted(r[h] ?? '')).join(','));
    entries[`${file}.csv`] = strToU8([header.join(','), ...lines].join('\r\n') + '\r\n');
  }
  for (const [name, text] of Object.entries(extra)) entries[name] = strToU8(text);
  return Buffer.from(zipSync(entries));
}
