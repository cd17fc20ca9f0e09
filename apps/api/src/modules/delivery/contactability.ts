import { and, desc, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  CONTACTABILITY_LIST_MAX,
  PORTAL_RECENT_DAYS,
  type Contactability,
  type ContactabilityPerson,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { mailSuppressions, users } from '../../db/schema';
import { requireReachableSchool } from '../../domain/schools/reach';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { figuresOf, people, type People } from './contactability-figures';
import { contactabilityHistory } from './snapshots';

/**
 * GET …/{school}/contactability (docs/decisions/delivery.md): for the school's students who receive
 * deliveries and its ACTIVE staff, who is reached by the portal (opened in the last 30 days), by
 * mail (an address not suppressed) and by phone (students' number on file), and who by none; the
 * bouncing addresses and the unreachable, to correct in each person's detail. Counted in SQL from
 * the tables, so the figures are a recount every time.
 */

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
  clock: Clock,
): Promise<Contactability> {
  const school = await requireReachableSchool(db, p, extendedSchoolCode);
  const now = clock.now();
  const since = new Date(now.getTime() - PORTAL_RECENT_DAYS * 86_400_000);
  const studentPeople = people(db, 'STUDENT', school.id, since);
  const staffPeople = people(db, 'STAFF', school.id, since);
  const newestBounce = [desc(mailSuppressions.since), desc(users.id)];
  const byName = [sql`${users.lastNameKana} collate "C"`, users.id];
  const [
    studentFigures,
    staffFigures,
    bouncing,
    bouncingStaff,
    unreachable,
    unreachableStaff,
    history,
  ] = await Promise.all([
    figuresOf(db, studentPeople),
    figuresOf(db, staffPeople),
    listOf(studentPeople, isNotNull(mailSuppressions.address), newestBounce),
    listOf(staffPeople, isNotNull(mailSuppressions.address), newestBounce),
    listOf(studentPeople, studentPeople.flags.unreachable, byName),
    listOf(staffPeople, staffPeople.flags.unreachable, byName),
    contactabilityHistory(db, school.id, clock.today()),
  ]);
  return {
    schoolName: school.name,
    students: studentFigures,
    staff: staffFigures,
    history,
    bouncingList: [...bouncing, ...bouncingStaff].slice(0, CONTACTABILITY_LIST_MAX),
    unreachableList: [...unreachable, ...unreachableStaff].slice(0, CONTACTABILITY_LIST_MAX),
  };
}
