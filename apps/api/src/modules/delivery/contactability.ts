import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CONTACTABILITY_LIST_MAX,
  PORTAL_RECENT_DAYS,
  type Contactability,
  type ContactabilityFigures,
  type ContactabilityPerson,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { mailSuppressions, students, userPresence, users } from '../../db/schema';
import { receivesDeliveries } from '../../domain/students/recipients';
import { requireReachableSchool } from '../../domain/schools/reach';
import type { Principal } from '../../platform/identity/auth';

/**
 * GET …/{school}/contactability (docs/decisions/delivery.md): for the school's students who receive
 * deliveries and its ACTIVE staff, who is reached by the portal (opened in the last 30 days), by
 * mail (an address not suppressed) and by phone (students' number on file), and who by none; the
 * bouncing addresses and the unreachable, to correct in each person's detail. Counted in SQL from
 * the tables, so the figures are a recount every time.
 */

type Group = 'STUDENT' | 'STAFF';

/** Each person of a group with what the board reads: users ⋈ (students) ⟕ presence ⟕ suppression. */
function people(db: Db, group: Group, schoolId: number, since: Date) {
  const phone =
    group === 'STUDENT'
      ? sql<boolean>`coalesce(${students.phoneNumber}, '') <> ''`
      : sql<boolean>`false`;
  const recent = sql<boolean>`coalesce(${userPresence.lastSeenAt} >= ${since.toISOString()}::timestamptz, false)`;
  const suppressed = sql<boolean>`${mailSuppressions.address} is not null`;
  const unreachable = sql<boolean>`not ${recent} and ${suppressed} and not ${phone}`;
  // A builder per use: drizzle's dynamic queries are changed in place by a join.
  const select = () =>
    db
      .select({
        userId: users.id,
        name: sql<string>`${users.lastName} || ' ' || ${users.firstName}`,
        studentNumber: group === 'STUDENT' ? students.studentNumber : sql<null>`null`,
        emailAddress: users.email,
        mailSuppression: mailSuppressions.reason,
        mailError: sql<
          string | null
        >`coalesce(${mailSuppressions.text}, ${mailSuppressions.status})`,
        suppressedSince: mailSuppressions.since,
        lastSeenAt: userPresence.lastSeenAt,
        // Aliased: the figures count them from this select as a subquery.
        phoneOnFile: phone.as('phone_on_file'),
        recent: recent.as('recent'),
        suppressed: suppressed.as('suppressed'),
        unreachable: unreachable.as('unreachable'),
        seen: sql<boolean>`${userPresence.userId} is not null`.as('seen'),
      })
      .from(users)
      .leftJoin(userPresence, eq(userPresence.userId, users.id))
      .leftJoin(mailSuppressions, eq(mailSuppressions.address, sql`lower(${users.email})`))
      .$dynamic();
  const where: SQL =
    group === 'STUDENT'
      ? and(eq(students.schoolId, schoolId), receivesDeliveries)!
      : and(eq(users.schoolId, schoolId), eq(users.userType, 'STAFF'), eq(users.status, 'ACTIVE'))!;
  const rows = () =>
    group === 'STUDENT' ? select().innerJoin(students, eq(students.userId, users.id)) : select();
  return { rows, where, group, flags: { recent, suppressed, unreachable, phone } };
}

type People = ReturnType<typeof people>;

async function figuresOf(db: Db, p: People): Promise<ContactabilityFigures> {
  const people = p.rows().where(p.where).as('people');
  const count = (flag: SQL.Aliased<boolean>) => sql<number>`(count(*) filter (where ${flag}))::int`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      portalEver: count(people.seen),
      portalRecent: count(people.recent),
      mailSuppressed: count(people.suppressed),
      phoneOnFile: count(people.phoneOnFile),
      unreachable: count(people.unreachable),
    })
    .from(people);
  const r = row!;
  const reached = r.total - r.unreachable;
  return {
    total: r.total,
    portalEver: r.portalEver,
    portalRecent: r.portalRecent,
    mailReachable: r.total - r.mailSuppressed,
    mailSuppressed: r.mailSuppressed,
    phoneOnFile: r.phoneOnFile,
    unreachable: r.unreachable,
    contactableRate: r.total === 0 ? 100 : Math.round((reached / r.total) * 1000) / 10,
  };
}

async function listOf(p: People, condition: SQL, order: (SQL | PgColumn)[]) {
  const rows = await p
    .rows()
    .where(and(p.where, condition))
    .orderBy(...order)
    .limit(CONTACTABILITY_LIST_MAX);
  return rows.map((r): ContactabilityPerson => ({
    userId: r.userId,
    userType: p.group,
    name: r.name,
    studentNumber: r.studentNumber,
    emailAddress: r.emailAddress,
    mailSuppression: r.mailSuppression,
    mailError: r.mailError,
    suppressedSince: r.suppressedSince?.toISOString() ?? null,
    lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
    phoneOnFile: r.phoneOnFile,
  }));
}

export async function findContactability(
  db: Db,
  p: Principal,
  extendedSchoolCode: string,
  now: Date,
): Promise<Contactability> {
  const school = await requireReachableSchool(db, p, extendedSchoolCode);
  const since = new Date(now.getTime() - PORTAL_RECENT_DAYS * 86_400_000);
  const studentPeople = people(db, 'STUDENT', school.id, since);
  const staffPeople = people(db, 'STAFF', school.id, since);
  const newestBounce = [desc(mailSuppressions.since), desc(users.id)];
  const byName = [sql`${users.lastNameKana} collate "C"`, users.id];
  const [studentFigures, staffFigures, bouncing, bouncingStaff, unreachable, unreachableStaff] =
    await Promise.all([
      figuresOf(db, studentPeople),
      figuresOf(db, staffPeople),
      listOf(studentPeople, isNotNull(mailSuppressions.address), newestBounce),
      listOf(staffPeople, isNotNull(mailSuppressions.address), newestBounce),
      listOf(studentPeople, studentPeople.flags.unreachable, byName),
      listOf(staffPeople, staffPeople.flags.unreachable, byName),
    ]);
  return {
    schoolName: school.name,
    students: studentFigures,
    staff: staffFigures,
    bouncingList: [...bouncing, ...bouncingStaff].slice(0, CONTACTABILITY_LIST_MAX),
    unreachableList: [...unreachable, ...unreachableStaff].slice(0, CONTACTABILITY_LIST_MAX),
  };
}
