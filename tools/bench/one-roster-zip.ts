import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { OneRosterReadFile } from '@tayori/contract';
import { manifestOf, schoolYear2026, zipOf } from '@tayori/api/test/one-roster-zip';

/**
 * A Japan Profile bulk ZIP of one school as a 校務支援システム writes it (docs/research/
 * oneroster-japan-profile.md §8): `students` students in homerooms of 40 and one teacher per
 * homeroom, every value quoted. For the roster import's bench.
 */
export function benchJapanProfileZip(schoolName: string, students: number, tag: string): Buffer {
  const id = () => randomUUID();
  const [school, session, course] = [id(), id(), id()];
  const files: Partial<Record<OneRosterReadFile, Record<string, string>[]>> = {
    academicSessions: [schoolYear2026(session)],
    orgs: [{ sourcedId: school, name: schoolName, type: 'school' }],
    courses: [
      {
        sourcedId: course,
        schoolYearSourcedId: session,
        title: '2026年度ホームルーム',
        orgSourcedId: school,
      },
    ],
    classes: [],
    users: [],
    roles: [],
    enrollments: [],
    demographics: [],
  };
  const user = (sourcedId: string, n: string, extra: Record<string, string>) => ({
    sourcedId,
    enabledUser: 'true',
    username: `${n}.${tag}@zip.bench.example`,
    givenName: '太郎',
    familyName: '山田',
    userMasterIdentifier: id(),
    preferredGivenName: '太郎',
    preferredFamilyName: '山田',
    primaryOrgSourcedId: school,
    'metadata.jp.kanaGivenName': 'タロウ',
    'metadata.jp.kanaFamilyName': 'ヤマダ',
    ...extra,
  });
  let homeroom = '';
  for (let i = 0; i < students; i++) {
    if (i % 40 === 0) {
      homeroom = id();
      const grade = `H${((i / 40) % 3) + 1}`;
      files.classes!.push({
        sourcedId: homeroom,
        title: `${grade.slice(1)}年${i / 40 + 1}組`,
        grades: grade,
        courseSourcedId: course,
        classType: 'homeroom',
        schoolSourcedId: school,
        termSourcedIds: session,
      });
      const teacher = id();
      files.users!.push(user(teacher, `t${i}`, { 'metadata.jp.homeClass': homeroom }));
      files.roles!.push({
        sourcedId: id(),
        userSourcedId: teacher,
        roleType: 'primary',
        role: 'teacher',
        orgSourcedId: school,
      });
    }
    const student = id();
    const n = String(i).padStart(6, '0');
    files.users!.push(
      user(student, `s${n}`, { identifier: `Z${n}`, 'metadata.jp.homeClass': homeroom }),
    );
    files.roles!.push({
      sourcedId: id(),
      userSourcedId: student,
      roleType: 'primary',
      role: 'student',
      orgSourcedId: school,
    });
    files.enrollments!.push({
      sourcedId: id(),
      classSourcedId: homeroom,
      schoolSourcedId: school,
      userSourcedId: student,
      role: 'student',
      primary: 'false',
    });
    files.demographics!.push({ sourcedId: student, birthDate: '2009-04-02' });
  }
  return zipOf({ manifest: manifestOf(Object.keys(files)), files, layout: {} });
}

// Run alone (`tsx tools/bench/one-roster-zip.ts <file> <students> <school name> <tag>`), it writes
// the ZIP to a file, so the bench's own process never holds what building it took.
if (process.argv[1]?.endsWith('one-roster-zip.ts') && process.argv.length === 6) {
  const [file, students, schoolName, tag] = process.argv.slice(2) as [
    string,
    string,
    string,
    string,
  ];
  writeFileSync(file, benchJapanProfileZip(schoolName, Number(students), tag));
}
