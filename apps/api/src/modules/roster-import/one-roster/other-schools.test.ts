import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@tayori/contract';
import { students, users } from '../../../db/schema';
import { buildSchool, buildStaff, buildStudent } from '../../../../test/factories';
import { importSuite } from '../../../../test/roster-import-world';
import { jpRoster, zipOf, type JpRoster } from '../../../../test/one-roster-zip';

/**
 * docs/roster-import.md "OneRoster": a ZIP imported into one school changes nothing of another
 * school's, never suspends the administrator importing, and keeps what it does not say.
 */
const suite = importSuite();
const user = (r: JpRoster, i: number) => r.files.users![i]!;
const accountOf = async (id: string) =>
  (await suite.t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('another school', () => {
  it("a staff row with another school's sign-in ID is refused; that account stays", async () => {
    const other = await buildSchool(suite.t.db);
    const staff = await buildStaff(suite.t.db, { roleType: 'SCHOOL_VIEWER', school: other });
    const roster = jpRoster(suite.w.school.name);
    user(roster, 0).username = staff.email;
    const preview = await suite.w.preview('oneRoster', zipOf(roster));
    expect(preview.rejections).toContainEqual(
      expect.objectContaining({
        column: 'users.csv: username',
        message: messages.import_account_other_school,
      }),
    );
    await suite.w.apply(preview.importId);
    expect(await accountOf(staff.id)).toMatchObject({
      schoolId: other.id,
      lastName: staff.lastName,
    });
  });

  it("a sourcedId imported as another school's student is refused, not taken over", async () => {
    const first = jpRoster(suite.w.school.name);
    await suite.w.apply((await suite.w.preview('oneRoster', zipOf(first))).importId);
    const other = await buildSchool(suite.t.db);
    const second = jpRoster(other.name);
    const stolen = user(first, 2).sourcedId!;
    const old = user(second, 2).sourcedId!;
    for (const file of ['users', 'roles', 'enrollments', 'demographics'] as const)
      for (const row of second.files[file]!)
        for (const k of Object.keys(row)) if (row[k] === old) row[k] = stolen;
    user(second, 2).identifier = '';
    const preview = await suite.w.preview('oneRoster', zipOf(second), {
      school: other.extendedSchoolCode,
    });
    expect(preview.rejections).toContainEqual(
      expect.objectContaining({ message: messages.oneroster_user_other_school }),
    );
    expect(preview.changes.map((c) => c.key)).not.toContain('JP0001');
  });

  it("a teacher whose primary role is at another org is that school's, not this one's", async () => {
    const roster = jpRoster(suite.w.school.name);
    const elsewhere = crypto.randomUUID();
    roster.files.orgs!.push({ sourcedId: elsewhere, name: '別の高等学校', type: 'school' });
    const teacher = user(roster, 0);
    teacher.username = `moved.${Date.now()}@jp.example.ed.jp`;
    teacher.primaryOrgSourcedId = elsewhere;
    roster.files.roles![0]!.orgSourcedId = elsewhere;
    roster.files.roles!.push({
      ...roster.files.roles![0]!,
      sourcedId: crypto.randomUUID(),
      roleType: 'secondary',
      role: 'siteAdministrator',
      orgSourcedId: roster.files.orgs![1]!.sourcedId!,
    });
    const preview = await suite.w.preview('oneRoster', zipOf(roster));
    expect(preview.rejections).toEqual([]);
    expect(preview.changes.map((c) => c.key)).not.toContain(teacher.username);
  });
});

describe('two schools of one name', () => {
  it("the group's export imported into the second takes its own org, and changes nothing", async () => {
    const name = `同名高等学院${Date.now()}`;
    const [a, b] = [
      await buildSchool(suite.t.db, { name }),
      await buildSchool(suite.t.db, { name }),
    ];
    await buildStudent(suite.t.db, { school: a });
    const own = await buildStudent(suite.t.db, { school: b });
    const res = await suite.t.call({
      method: 'GET',
      url: '/api/v1/roster-exports/oneroster',
      token: suite.w.token,
    });
    const back = await suite.w.preview('oneRoster', res.rawPayload, {
      school: b.extendedSchoolCode,
    });
    expect(back.rejections).toEqual([]);
    expect(back.counts).toMatchObject({ new: 0, changed: 0, unchanged: 1, rejected: 0 });
    expect((await accountOf(own.id)).schoolId).toBe(b.id);
  });
});

describe('the administrator importing and what a ZIP does not say', () => {
  it('a delta deleting the administrator does not suspend them', async () => {
    const roster = jpRoster(suite.w.school.name);
    user(roster, 0).username = suite.w.admin.email;
    await suite.w.apply((await suite.w.preview('oneRoster', zipOf(roster))).importId);
    const delta = structuredClone(roster);
    for (const f of Object.keys(delta.files) as (keyof JpRoster['files'])[]) {
      delta.manifest.set(`file.${f}`, 'absent');
      delete delta.files[f];
    }
    delta.manifest.set('file.users', 'delta');
    delta.files.users = [
      {
        sourcedId: user(roster, 0).sourcedId!,
        status: 'tobedeleted',
        dateLastModified: '2026-05-01T00:00:00.000Z',
      },
    ];
    const preview = await suite.w.preview('oneRoster', zipOf(delta));
    expect(preview.counts.leaving).toBe(0);
    expect((await accountOf(suite.w.admin.id)).status).toBe('ACTIVE');
  });

  it('one sign-in ID on a student and a teacher is refused in the preview, not at apply', async () => {
    const roster = jpRoster(suite.w.school.name);
    for (const u of roster.files.users!)
      u.username = u.username!.replace('@', `.dup${Date.now()}@`);
    user(roster, 3).username = user(roster, 0).username!;
    user(roster, 3).identifier = 'DUP0002';
    user(roster, 2).identifier = 'DUP0001';
    const preview = await suite.w.preview('oneRoster', zipOf(roster));
    expect(preview.rejections).toContainEqual(
      expect.objectContaining({
        line: 5,
        column: 'users.csv: username',
        message: messages.import_duplicate(2, 'サインインID'),
      }),
    );
    expect((await suite.w.apply(preview.importId)).status).toBe('applied');
  });

  it("a phone of '-' is not said: the stored number stays", async () => {
    const roster = jpRoster(suite.w.school.name);
    for (const u of roster.files.users!) u.username = u.username!.replace('@', `.ph${Date.now()}@`);
    user(roster, 2).identifier = 'PH0001';
    user(roster, 3).identifier = 'PH0002';
    await suite.w.apply((await suite.w.preview('oneRoster', zipOf(roster))).importId);
    user(roster, 2).phone = '-';
    const again = await suite.w.preview('oneRoster', zipOf(roster));
    expect(again.counts.changed).toBe(0);
    const [stored] = await suite.t.db
      .select({ phone: students.phoneNumber })
      .from(students)
      .where(eq(students.studentNumber, 'PH0001'));
    expect(stored!.phone).toBe('09011112222');
  });
});
