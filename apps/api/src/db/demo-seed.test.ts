import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tokyoDateOf } from '@tayori/contract';
import { credentials } from '@tayori/idp/schema';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';
import {
  checkPasswordPolicy,
  PRODUCTION_HASH_COST,
  setPasswordHashCostForTests,
} from '@tayori/idp';
import { demoNotices } from './builder/curated-notices-more';
import { DEMO_PASSWORD, demoAccounts, seedDemoIfEmpty } from './demo-seed';
import {
  attendancePeriods,
  chatbotSettings,
  literacyResults,
  menuItems,
  noticeDeliveries,
  noticeGroupMembers,
  notices,
  schools,
  students,
  users,
} from './schema';

let database: Database;
let firstSeed: boolean;
const now = new Date();
const today = tokyoDateOf(now);

function statusOf(n: { openStatus: boolean; startDate: string; endDate: string }): string {
  if (!n.openStatus) return 'DRAFT';
  if (n.startDate > today) return 'PRE_RELEASE';
  if (n.endDate < today) return 'END_OF_RELEASE';
  return 'IN_RELEASE';
}

beforeAll(async () => {
  // The demo passwords hashed at the production cost, as the first start hashes them (how long
  // that takes is the benchmark's business, not a test's: a loaded machine would fail it).
  setPasswordHashCostForTests(PRODUCTION_HASH_COST);
  database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  // Seeded here, not by the first test, so that every test reads the seeded demo in any order.
  firstSeed = await seedDemoIfEmpty(database.db, { now });
}, 120_000);
afterAll(() => database.close());

describe('seedDemoIfEmpty', () => {
  it('seeds an empty database once, then does nothing', async () => {
    expect(firstSeed).toBe(true);
    const before = (await database.db.select({ id: users.id }).from(users)).length;
    expect(await seedDemoIfEmpty(database.db, { now })).toBe(false);
    expect((await database.db.select({ id: users.id }).from(users)).length).toBe(before);
  }, 60_000);

  // The builder's rules (valid fields, who is in groups, deliveries, attendance sums) are checked
  // at demo scale in builder/builder.test.ts; here, what the demo adds: its accounts and curated data.
  it('creates schools, a few hundred students, careful ones and ones without a school year', async () => {
    const db = database.db;
    const schoolRows = await db.select().from(schools);
    expect(schoolRows.length).toBeGreaterThanOrEqual(6);
    expect(schoolRows.some((s) => !s.attendanceDisplay)).toBe(true);
    const studentRows = await db.select().from(students);
    expect(studentRows.length).toBeGreaterThanOrEqual(250);
    expect(studentRows.filter((s) => s.isCareful).length).toBeGreaterThan(0);
    expect(studentRows.filter((s) => s.schoolYear === -1).length).toBeGreaterThan(0);
    const userRows = await db.select().from(users);
    expect(new Set(userRows.map((u) => u.status))).toEqual(
      new Set(['ACTIVE', 'SUSPENDED', 'DELETE']),
    );
    expect(new Set(userRows.map((u) => u.userType))).toEqual(
      new Set(['STUDENT', 'STAFF', 'TUTOR', 'OTHER']),
    );
  });

  it('creates every demo account with its type, role and password', async () => {
    const db = database.db;
    for (const account of demoAccounts) {
      const [user] = await db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toMatchObject({
        userType: account.userType,
        roleType: account.roleType,
        status: 'ACTIVE',
      });
      const [cred] = await db.select().from(credentials).where(eq(credentials.userId, user!.id));
      expect(cred, account.email).toBeDefined();
      expect(cred!.mustChange).toBe(account.temporary ?? false);
    }
    expect(
      demoAccounts.filter((a) => !a.temporary).every((a) => a.password === DEMO_PASSWORD),
    ).toBe(true);
    // Someone who sets the demo password again as a new one (the e2e identity check does) may.
    for (const account of demoAccounts)
      expect(
        checkPasswordPolicy(DEMO_PASSWORD, DEMO_PASSWORD, { loginId: account.email }),
        account.email,
      ).toEqual([]);
    const roles = new Set(demoAccounts.map((a) => a.roleType).filter(Boolean));
    expect(roles.size).toBe(5);
  });

  it('creates notices in every status, with deliveries for opened ones', async () => {
    const db = database.db;
    const rows = await db.select().from(notices);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    const statuses = new Set(rows.map(statusOf));
    expect(statuses).toEqual(new Set(['DRAFT', 'PRE_RELEASE', 'IN_RELEASE', 'END_OF_RELEASE']));
    expect(rows.some((n) => n.endDate === '9999-12-31' && statusOf(n) === 'IN_RELEASE')).toBe(true);
    expect(rows.some((n) => n.endDate === today)).toBe(true);
    // The curated notices, addressed to the demo students, come first; searching one's title
    // finds it alone (the end-to-end tests do).
    expect(rows.find((n) => n.id === 1)?.title).toBe('【重要】後期授業料の納入期限について');
    for (const curated of demoNotices)
      expect(
        rows.filter((n) => n.title.includes(curated.title)),
        curated.title,
      ).toHaveLength(1);
  });

  it('gives the demo student enough visible notices, read and unread, and the careful student groups', async () => {
    const db = database.db;
    const [student] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'student@demo.tayori.example'));
    const visible = await db
      .select({ n: notices, readAt: noticeDeliveries.readAt })
      .from(noticeDeliveries)
      .innerJoin(notices, eq(notices.id, noticeDeliveries.noticeId))
      .where(eq(noticeDeliveries.userId, student!.id));
    const inRelease = visible.filter((v) => statusOf(v.n) === 'IN_RELEASE');
    expect(inRelease.length).toBeGreaterThanOrEqual(12);
    expect(inRelease.filter((v) => v.readAt === null).length).toBeGreaterThanOrEqual(7);
    expect(inRelease.filter((v) => v.readAt !== null).length).toBeGreaterThan(0);
    for (const v of visible)
      if (v.readAt) expect(v.readAt.getTime()).toBeLessThanOrEqual(now.getTime());

    const [careful] = await db
      .select()
      .from(users)
      .where(eq(users.email, 'careful@demo.tayori.example'));
    const [carefulStudent] = await db
      .select()
      .from(students)
      .where(eq(students.userId, careful!.id));
    expect(carefulStudent!.isCareful).toBe(true);
    const groups = await db
      .select()
      .from(noticeGroupMembers)
      .where(eq(noticeGroupMembers.userId, careful!.id));
    expect(groups.length).toBeGreaterThan(0);
  });

  it('creates literacy results in every state, attendance and menus', async () => {
    const db = database.db;
    const results = await db.select().from(literacyResults);
    expect(new Set(results.map((r) => r.result))).toEqual(
      new Set(['PASSED', 'FAILURE', 'UNTESTED', 'ERROR']),
    );
    const byEmail = await db
      .select({ email: users.email, result: literacyResults.result })
      .from(literacyResults)
      .innerJoin(users, eq(users.id, literacyResults.userId));
    const resultOf = (email: string) => byEmail.find((r) => r.email === email)?.result;
    expect(resultOf('student@demo.tayori.example')).toBe('PASSED');
    expect(['ERROR', 'UNTESTED']).toContain(resultOf('careful@demo.tayori.example'));

    const periods = await db
      .select({ email: users.email, p: attendancePeriods })
      .from(attendancePeriods)
      .innerJoin(users, eq(users.id, attendancePeriods.userId));
    const rateOf = (email: string, period: string) =>
      periods.find((r) => r.email === email && r.p.periodName === period)?.p.rate;
    // The demo student's 前期 is pinned at 92.5% and their 後期 is always in; the careful
    // student's 後期 is not in yet.
    expect(rateOf('student@demo.tayori.example', '前期')).toBe(92.5);
    expect(rateOf('student@demo.tayori.example', '後期')).toEqual(expect.any(Number));
    expect(rateOf('careful@demo.tayori.example', '後期')).toBeNull();
    const items = await db.select().from(menuItems);
    expect(
      items.some((i) => i.portalOnly) &&
        items.some((i) => !i.available) &&
        items.some((i) => i.campusOnly),
    ).toBe(true);
    const chatbots = await db.select().from(chatbotSettings);
    expect(new Set(chatbots.map((c) => c.widgetName))).toEqual(new Set([null, 'study-support']));
  });
});
