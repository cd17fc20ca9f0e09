import { describe, expect, it } from 'vitest';
import { messages } from '@tayori/contract';
import { importSuite } from '../../../../test/roster-import-world';
import { jpRoster, zipOf, type JpRoster } from '../../../../test/one-roster-zip';

/**
 * docs/roster-import.md "OneRoster": a Japan Profile ZIP broken one rule at a time is refused with
 * that rule's message, naming the file, line and field; nothing is applied from a refused row.
 */
const suite = importSuite();

const broken = (change: (r: JpRoster) => void) => {
  const roster = jpRoster(suite.w.school.name);
  change(roster);
  return roster;
};
const user = (r: JpRoster, i: number) => r.files.users![i]!;

describe('a rule broken in a row is that row refused, with its message', () => {
  const cases: [string, (r: JpRoster) => void, string, string][] = [
    [
      'sourcedId not a UUID',
      (r) => (user(r, 2).sourcedId = 'student-1'),
      'users.csv: sourcedId',
      messages.oneroster_uuid,
    ],
    [
      'kana missing',
      (r) => (user(r, 2)['metadata.jp.kanaFamilyName'] = ''),
      'users.csv: metadata.jp.kanaFamilyName',
      messages.required,
    ],
    [
      'half-width kana',
      (r) => (user(r, 2)['metadata.jp.kanaGivenName'] = 'ﾀﾛｳ'),
      'users.csv: metadata.jp.kanaGivenName',
      messages.oneroster_half_width_kana,
    ],
    [
      'half-width kana in a name',
      (r) => (user(r, 3).familyName = 'ｽｽﾞｷ'),
      'users.csv: familyName',
      messages.oneroster_half_width_kana,
    ],
    [
      'an unknown role',
      (r) => (r.files.roles![3]!.role = 'wizard'),
      'roles.csv: role',
      messages.oneroster_role(
        Object.keys({
          student: 0,
          teacher: 0,
          principal: 0,
          siteAdministrator: 0,
          districtAdministrator: 0,
          systemAdministrator: 0,
          counselor: 0,
          administrator: 0,
          aide: 0,
          proctor: 0,
          guardian: 0,
          parent: 0,
          relative: 0,
        }).join(', '),
      ),
    ],
    [
      'homeClass naming no class',
      (r) => (user(r, 2)['metadata.jp.homeClass'] = crypto.randomUUID()),
      'users.csv: metadata.jp.homeClass',
      messages.oneroster_home_class,
    ],
    [
      'a userMasterIdentifier twice',
      (r) => (user(r, 3).userMasterIdentifier = user(r, 2).userMasterIdentifier!),
      'users.csv: userMasterIdentifier',
      messages.oneroster_master_id_duplicate(4),
    ],
    [
      'a sourcedId twice',
      (r) => (r.files.enrollments![2]!.sourcedId = r.files.enrollments![1]!.sourcedId!),
      'enrollments.csv: sourcedId',
      messages.oneroster_sourced_id_duplicate(3),
    ],
    [
      'status in a bulk file',
      (r) => (user(r, 3).status = 'active'),
      'users.csv: status',
      messages.oneroster_status_in_bulk,
    ],
    [
      'a student enrolled as primary',
      (r) => (r.files.enrollments![1]!.primary = 'true'),
      'enrollments.csv: primary',
      messages.oneroster_primary_enrollment,
    ],
    [
      'two primary roles',
      (r) =>
        r.files.roles!.push({
          ...r.files.roles![3]!,
          sourcedId: crypto.randomUUID(),
          role: 'teacher',
        }),
      'roles.csv: roleType',
      messages.oneroster_primary_role_twice,
    ],
    [
      'no primary role',
      (r) => (r.files.roles![4]!.roleType = 'secondary'),
      'users.csv: sourcedId',
      messages.oneroster_primary_role_missing,
    ],
    [
      'an unknown grade',
      (r) => (user(r, 2).grades = 'K9'),
      'users.csv: grades',
      messages.oneroster_grade,
    ],
    [
      'enabledUser not a boolean',
      (r) => (user(r, 2).enabledUser = 'yes'),
      'users.csv: enabledUser',
      messages.oneroster_boolean,
    ],
    [
      'a school year titled otherwise',
      (r) => (r.files.academicSessions![0]!.title = '2026'),
      'academicSessions.csv: title',
      messages.oneroster_session_title,
    ],
    [
      'a class of another type',
      (r) => (r.files.classes![0]!.classType = 'club'),
      'classes.csv: classType',
      messages.oneroster_class_type,
    ],
    [
      'a student without a student number',
      (r) => (user(r, 2).identifier = ''),
      'users.csv: identifier',
      messages.oneroster_student_number_missing,
    ],
    [
      'a new student without a birthday',
      (r) => r.files.demographics!.pop(),
      'demographics.csv: birthDate',
      messages.oneroster_birthday_missing,
    ],
    [
      'a sign-in ID that is no address',
      (r) => (user(r, 2).username = 'yamada'),
      'users.csv: username',
      messages.oneroster_sign_in_id,
    ],
  ];
  it.each(cases)('%s', async (_name, change, column, message) => {
    const preview = await suite.w.preview('oneRoster', zipOf(broken(change)));
    expect(preview.rejections).toContainEqual(expect.objectContaining({ column, message }));
    expect(preview.counts.rejected).toBeGreaterThan(0);
  });
});

describe('a group ZIP of two schools', () => {
  it("imports the chosen school's users only; the other's broken rows are its own", async () => {
    const roster = jpRoster(suite.w.school.name);
    const otherId = crypto.randomUUID();
    roster.files.orgs!.push({
      sourcedId: otherId,
      name: '第二高等学校',
      type: 'school',
      parentSourcedId: roster.files.orgs![0]!.sourcedId!,
    });
    const stranger = crypto.randomUUID();
    roster.files.users!.push({
      ...user(roster, 3),
      sourcedId: stranger,
      username: 'x@other.example.jp',
      userMasterIdentifier: crypto.randomUUID(),
      identifier: 'X1',
      primaryOrgSourcedId: otherId,
      'metadata.jp.kanaGivenName': 'ｼﾞﾛｳ',
      'metadata.jp.homeClass': '',
    });
    roster.files.roles!.push({
      sourcedId: crypto.randomUUID(),
      userSourcedId: stranger,
      roleType: 'primary',
      role: 'student',
      orgSourcedId: otherId,
    });
    const preview = await suite.w.preview('oneRoster', zipOf(roster));
    expect(preview.rejections).toEqual([]);
    expect(preview.counts).toMatchObject({ new: 4, rejected: 0 });
    expect(preview.changes.map((c) => c.key)).not.toContain('X1');
  });
});
