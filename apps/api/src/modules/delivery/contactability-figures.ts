import { and, eq, sql, type SQL } from 'drizzle-orm';
import { contactableRate, type ContactabilityFigures } from '@tayori/contract';
import type { Db } from '../../db/client';
import { mailSuppressions, students, userPresence, users } from '../../db/schema';
import { receivesDeliveries } from '../../domain/students/recipients';
import { personNameSql } from '../../platform/data/person-name';

/**
 * Who of a school the board counts (docs/decisions/delivery.md): its students who receive
 * deliveries, or its ACTIVE staff, each with their channels — the portal opened since `since`, an
 * address not suppressed, a phone on file — read from users ⋈ (students) ⟕ presence ⟕ suppression.
 */

export type Group = 'STUDENT' | 'STAFF';

/** Each person of a group with what the board reads: users ⋈ (students) ⟕ presence ⟕ suppression. */
export function people(db: Db, group: Group, schoolId: number, since: Date) {
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
        name: personNameSql(users),
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

export type People = ReturnType<typeof people>;

export async function figuresOf(db: Db, p: People): Promise<ContactabilityFigures> {
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
  return {
    total: r.total,
    portalEver: r.portalEver,
    portalRecent: r.portalRecent,
    mailReachable: r.total - r.mailSuppressed,
    mailSuppressed: r.mailSuppressed,
    phoneOnFile: r.phoneOnFile,
    unreachable: r.unreachable,
    contactableRate: contactableRate(r.total, r.unreachable),
  };
}
