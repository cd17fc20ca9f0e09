/**
 * The builder's data is valid by the same rules at every scale: the demo and a small benchmark
 * school group are checked by one list of rules (the contract's field rules, who receives
 * deliveries as domain/students/recipients.ts says, notices and their read state, attendance sums).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, not, sql } from 'drizzle-orm';
import {
  BillingCode,
  birthdayProblem,
  CourseYearField,
  JidField,
  limits,
  NameField,
  OptionalPhoneNumberField,
  RequiredKanaField,
  StudentCourse,
  StudentNumberField,
  StudentStatusTypeCode,
} from '@tayori/contract';
import { openTestDatabase } from '../../../test/test-database';
import type { Database } from '../client';
import { receivesDeliveries } from '../../domain/students/recipients';
import { noticeGroupMembers, noticeGroups, students, users } from '../schema';
import { buildDataset, demoScale, largeScale, Loader, type Scale } from '.';

const now = new Date('2026-06-15T03:00:00Z');
const today = '2026-06-15';

interface Client {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const scales: [string, Scale][] = [
  ['the demo', demoScale],
  ['a benchmark group of 400 students', largeScale(400, { staff: 60, notices: 80 })],
];

describe.each(scales)('data builder: %s', (_name, scale) => {
  let database: Database;
  let client: Client;
  const rows = async <T>(text: string) => (await client.query(text)).rows as T[];
  const count = async (text: string) =>
    Number(Object.values((await rows<Record<string, unknown>>(text))[0]!)[0]);

  beforeAll(async () => {
    database = await openTestDatabase();
    client = (database.db as unknown as { $client: Client }).$client;
    const runner = {
      parallel: 1,
      query: async (t: string, v?: unknown[]) => (await client.query(t, v)).rows,
      close: async () => {},
    };
    await buildDataset(new Loader(runner, 500), { scale, seed: 3, now });
  }, 120_000);
  afterAll(() => database?.close());

  it('writes the requested students, with the fields the contract requires', async () => {
    const all = await database.db.select().from(students);
    expect(all).toHaveLength(scale.students);
    const seen = new Set<string>();
    for (const s of all) {
      const label = s.studentNumber;
      expect(StudentNumberField.safeParse(s.studentNumber).success, label).toBe(true);
      expect(seen.has(`${s.schoolId}/${s.studentNumber.toUpperCase()}`), label).toBe(false);
      seen.add(`${s.schoolId}/${s.studentNumber.toUpperCase()}`);
      expect(birthdayProblem(s.birthday.replaceAll('-', ''), today), label).toBeNull();
      expect(OptionalPhoneNumberField.safeParse(s.phoneNumber ?? '').success, label).toBe(true);
      expect(StudentCourse.safeParse(s.studentCourse).success, label).toBe(true);
      expect(StudentStatusTypeCode.safeParse(s.studentStatusTypeCode).success, label).toBe(true);
      expect(CourseYearField.safeParse(s.courseYear).success, label).toBe(true);
      expect([-1, 1, 2, 3, 4]).toContain(s.schoolYear);
    }
    // Department and course of the student's own school.
    expect(
      await count(`SELECT count(*) FROM students s JOIN departments d ON d.id = s.department_id
        JOIN courses c ON c.id = s.course_id WHERE d.school_id <> s.school_id OR c.department_id <> d.id`),
    ).toBe(0);
  });

  it('writes every account with valid names, billing and licences, and staff in every role', async () => {
    for (const u of await database.db.select().from(users)) {
      expect(
        NameField.safeParse(u.lastName).success && NameField.safeParse(u.firstName).success,
      ).toBe(true);
      expect(RequiredKanaField.safeParse(u.lastNameKana).success, u.lastNameKana).toBe(true);
      expect(RequiredKanaField.safeParse(u.firstNameKana).success, u.firstNameKana).toBe(true);
      expect(u.email).toMatch(/^[a-z0-9\-_'.]+@[a-z0-9.-]+$/);
      expect(BillingCode.safeParse(u.billingCode).success, u.email).toBe(true);
      expect(u.billingId === null, u.email).toBe(u.billingCode === '3');
      expect(u.roleType !== null, u.email).toBe(u.userType === 'STAFF');
      expect(u.jid !== null && JidField.safeParse(u.jid).success, u.email).toBe(
        u.userType === 'STAFF',
      );
      // Licences are staff's, tutors' and others': A1 or A3, never both.
      if (u.userType === 'STUDENT') expect(u.a1License || u.a3License, u.email).toBe(false);
      else expect(u.a1License !== u.a3License, u.email).toBe(true);
    }
    expect(await count('SELECT count(DISTINCT lower(email)) FROM users')).toBe(
      await count('SELECT count(*) FROM users'),
    );
    const roles = await rows<{ role_type: string }>(
      "SELECT DISTINCT role_type FROM users WHERE user_type = 'STAFF' AND status = 'ACTIVE'",
    );
    expect(roles).toHaveLength(5);
    expect(
      await count(`SELECT count(*) FROM users u WHERE role_type IN ('SCHOOL_EDITOR', 'SCHOOL_VIEWER')
        AND NOT EXISTS (SELECT 1 FROM staff_school_groups g WHERE g.user_id = u.id)`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM schools s WHERE NOT EXISTS (SELECT 1 FROM users u
        WHERE u.school_id = s.id AND u.role_type = 'SCHOOL_EDITOR' AND u.status = 'ACTIVE')`),
    ).toBe(0);
  });

  it('puts only students who receive deliveries (domain/students/recipients.ts) in groups of their school', async () => {
    const members = database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(noticeGroupMembers)
      .innerJoin(noticeGroups, eq(noticeGroups.id, noticeGroupMembers.groupId))
      .innerJoin(users, eq(users.id, noticeGroupMembers.userId))
      .innerJoin(students, eq(students.userId, users.id));
    const [all] = await members;
    expect(all!.n).toBeGreaterThan(0);
    expect(
      await count(
        'SELECT count(*) FROM notice_group_members m JOIN students s ON s.user_id = m.user_id',
      ),
    ).toBe(all!.n);
    const [refused] = await members.where(not(receivesDeliveries));
    expect(refused!.n).toBe(0);
    const [elsewhere] = await members.where(
      and(receivesDeliveries, sql`${noticeGroups.schoolId} <> ${users.schoolId}`),
    );
    expect(elsewhere!.n).toBe(0);
  });

  it('has notices in every status, delivered to every member of their group once opened', async () => {
    const statuses = await rows<{ status: string }>(
      `SELECT DISTINCT CASE
        WHEN NOT open_status THEN 'DRAFT' WHEN start_date > '${today}' THEN 'PRE_RELEASE'
        WHEN end_date < '${today}' THEN 'END_OF_RELEASE' ELSE 'IN_RELEASE' END AS status FROM notices ORDER BY 1`,
    );
    expect(statuses.map((r) => r.status)).toEqual([
      'DRAFT',
      'END_OF_RELEASE',
      'IN_RELEASE',
      'PRE_RELEASE',
    ]);
    expect(
      await count(`SELECT count(*) FROM notices WHERE char_length(title) > ${limits.noticeTitleMax}
        OR (open_status AND opened_at IS NULL) OR (NOT open_status AND opened_at IS NOT NULL)`),
    ).toBe(0);
    const expected = await count(`SELECT count(*) FROM notices n
      JOIN notice_group_members m ON m.group_id = n.group_id WHERE n.open_status`);
    expect(expected).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(*) FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
        JOIN notice_group_members m ON m.group_id = n.group_id AND m.user_id = d.user_id
        WHERE n.open_status AND d.start_date = n.start_date`),
    ).toBe(expected);
    expect(await count('SELECT count(*) FROM notice_deliveries')).toBe(expected);
    // Read after the start (in Asia/Tokyo) and not after now; only notices that have started.
    expect(
      await count(`SELECT count(*) FROM notice_deliveries d JOIN notices n ON n.id = d.notice_id
        WHERE d.read_at IS NOT NULL AND (d.read_at < (n.start_date::timestamp AT TIME ZONE 'Asia/Tokyo')
        OR d.read_at > '${now.toISOString()}' OR n.start_date > '${today}')`),
    ).toBe(0);
    expect(
      await count(`SELECT count(*) FROM notices n WHERE n.delivery_count <>
        (SELECT count(*) FROM notice_deliveries d WHERE d.notice_id = n.id) OR n.read_count <>
        (SELECT count(read_at) FROM notice_deliveries d WHERE d.notice_id = n.id)`),
    ).toBe(0);
  });

  it('adds up attendance: a term is the sum of its courses, 通年 the sum of the terms', async () => {
    const sums = await rows<{ period: number; courses: number }>(`SELECT
        p.attendance + p.absence AS period, (SELECT coalesce(sum(c.attendance + c.absence), 0)
          FROM attendance_courses c WHERE c.user_id = p.user_id
          AND (p.period_name = '通年' OR c.semester = p.period_name))::int AS courses
      FROM attendance_periods p`);
    expect(sums.length).toBeGreaterThan(0);
    expect(sums.filter((s) => s.period !== s.courses)).toEqual([]);
    expect(
      await count('SELECT count(*) FROM attendance_periods WHERE rate IS NULL'),
    ).toBeGreaterThan(0);
  });
});
