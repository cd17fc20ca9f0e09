/**
 * The demo school group, seeded on first start (DESIGN §9). Deterministic: a seeded PRNG drives
 * every choice, and dates are relative to today in Asia/Tokyo so every notice status is present.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import {
  attendanceCourses,
  attendancePeriods,
  billings,
  domains,
  literacyResults,
  noticeCategories,
  noticeDeliveries,
  noticeGroupMembers,
  noticeGroups,
  notices,
  staffSchoolGroups,
  students,
  users,
  recountNoticeDeliveriesSql,
} from './schema';
import { demoAccounts, demoStudentIdentities } from './demo/accounts';
import { billingRows } from './demo/billings';
import { domainRows } from './demo/domains';
import { attendanceFor, literacyFor } from './demo/activity';
import { demoNoticeCategories } from './demo/catalog';
import { deliveryRows, memberRows, noticeRow, planGroups } from './demo/delivery';
import { demoNotices } from './demo/notices-all';
import { Rng } from './demo/random';
import { generateStaff } from './demo/staff';
import { insertAll, insertMenus, insertStructure, type Tx } from './demo/structure';
import { generateStudents } from './demo/students';
import { setAccountPassword } from '../platform/bundled-idp';

export {
  DEMO_PASSWORD,
  DEMO_TEMPORARY_PASSWORD,
  demoAccounts,
  demoStudentIdentities,
  type DemoAccount,
} from './demo/accounts';

const SEED = 20260401;
/** Any fixed number: serialises concurrent seeders (several instances starting on one database). */
const SEED_LOCK_KEY = 7_342_026;

/**
 * Seeds the demo school group when the users table is empty. Returns whether it seeded.
 * Everything, demo passwords included, is written in one transaction.
 */
export async function seedDemoIfEmpty(db: Db, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: users.id }).from(users).limit(1);
    if (existing.length > 0) return false;
    await seed(tx, now);
    return true;
  });
}

async function seed(tx: Tx, now: Date): Promise<void> {
  const rng = new Rng(SEED);

  const { groupIds, seededSchools } = await insertStructure(tx);
  await insertAll(tx, billings, billingRows(seededSchools));
  await insertAll(tx, domains, domainRows);

  // People.
  const staff = generateStaff(rng, seededSchools, groupIds);
  const pupils = generateStudents(rng, seededSchools);
  const adminId = staff.idByEmail.get('admin@demo.tayori.example')!;
  const stamped = [...staff.users, ...pupils.users].map((u) => {
    const at = new Date(now.getTime() - rng.int(30, 400) * 86_400_000);
    return { ...u, createdAt: at, createdBy: adminId, updatedAt: at, updatedBy: adminId };
  });
  await insertAll(tx, users, stamped);
  await insertAll(tx, students, pupils.students);
  await insertAll(tx, staffSchoolGroups, staff.staffSchoolGroups);
  const idByEmail = new Map([
    ...staff.idByEmail,
    ...pupils.seeded.map((s) => [s.email, s.userId] as const),
  ]);
  const [demoStudent, carefulStudent, newcomer] = demoStudentIdentities.map((d) =>
    idByEmail.get(d.email)!,
  );

  // Notification groups and notices.
  const categoryRows = await tx
    .insert(noticeCategories)
    .values(demoNoticeCategories.map((name, i) => ({ name, sortOrder: i + 1 })))
    .returning({ id: noticeCategories.id, name: noticeCategories.name });
  const plans = planGroups(seededSchools, pupils.seeded);
  const noticeGroupRows = await tx
    .insert(noticeGroups)
    .values(
      plans.map((p) => ({
        schoolId: p.school.id,
        name: p.name,
        createdBy: staff.authorBySchool[p.school.index],
        updatedBy: staff.authorBySchool[p.school.index],
      })),
    )
    .returning({ id: noticeGroups.id, schoolId: noticeGroups.schoolId, name: noticeGroups.name });
  const noticeGroupIds = plans.map(
    (p) => noticeGroupRows.find((g) => g.schoolId === p.school.id && g.name === p.name)!.id,
  );
  await insertAll(tx, noticeGroupMembers, memberRows(plans, noticeGroupIds));

  const deliveries: (typeof noticeDeliveries.$inferInsert)[] = [];
  for (const n of demoNotices) {
    const school = seededSchools[n.school]!;
    const planIndex = plans.findIndex((p) => p.school === school && p.name === n.group);
    if (planIndex < 0) throw new Error(`demo seed: no group ${n.group} at ${school.def.name}`);
    const row = noticeRow(
      rng,
      n,
      {
        schoolId: school.id,
        groupId: noticeGroupIds[planIndex]!,
        categoryId: categoryRows.find((c) => c.name === n.category)!.id,
        author: staff.authorBySchool[n.school] ?? adminId,
      },
      now,
    );
    const [inserted] = await tx.insert(notices).values(row).returning({ id: notices.id });
    if (n.open) {
      const members = plans[planIndex]!.members;
      deliveries.push(
        ...deliveryRows(
          rng,
          n,
          inserted!.id,
          row,
          members,
          { student: demoStudent!, newcomer: newcomer! },
          now,
        ),
      );
    }
  }
  await insertAll(tx, noticeDeliveries, deliveries);
  await tx.execute(sql.raw(recountNoticeDeliveriesSql));

  // Attendance and literacy.
  const periods: (typeof attendancePeriods.$inferInsert)[] = [];
  const attendanceCourseRows: (typeof attendanceCourses.$inferInsert)[] = [];
  const literacy: (typeof literacyResults.$inferInsert)[] = [];
  for (const s of pupils.seeded) {
    if (s.userId !== newcomer && s.userId !== demoStudent && rng.chance(0.03)) continue; // no figures yet
    const a = attendanceFor(rng, s.userId, {
      fixedFirstTerm: s.userId === demoStudent,
      // The demo student's 後期 is always in (the screens' tests read it); the draw stays, so the
      // students after them keep their figures.
      secondTermPending:
        (s.userId === carefulStudent || s.userId === newcomer || rng.chance(0.08)) &&
        s.userId !== demoStudent,
    });
    periods.push(...a.periods);
    attendanceCourseRows.push(...a.courses);
  }
  for (const s of pupils.seeded) {
    const fixed =
      s.userId === demoStudent
        ? 'PASSED'
        : s.userId === carefulStudent
          ? 'ERROR'
          : s.userId === newcomer
            ? 'UNTESTED'
            : undefined;
    literacy.push(literacyFor(rng, s.userId, now, fixed));
  }
  for (const u of staff.users) {
    if (u.userType === 'OTHER') continue;
    literacy.push(
      literacyFor(rng, u.id!, now, u.email.endsWith('@demo.tayori.example') ? 'PASSED' : undefined),
    );
  }
  await insertAll(tx, attendancePeriods, periods);
  await insertAll(tx, attendanceCourses, attendanceCourseRows);
  await insertAll(tx, literacyResults, literacy);

  await insertMenus(tx);

  // Demo sign-in passwords (bundled IdP), hashed side by side: each is a 128 MiB scrypt, and the
  // IdP runs as many at once as it allows (2), which halves the first start's wait.
  await Promise.all(
    demoAccounts.map((account) => {
      const userId = idByEmail.get(account.email);
      if (!userId) throw new Error(`demo seed: no account ${account.email}`);
      return setAccountPassword(tx, userId, account.password, {
        temporary: account.temporary ?? false,
        now,
      });
    }),
  );
}
