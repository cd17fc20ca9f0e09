import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  mailSuppressions,
  noticeDeliveries,
  pushSubscriptions,
  students,
  users,
} from '../../db/schema';
import { receivesDeliveries } from '../../domain/students/recipients';

/**
 * A notice's recipients who have not read it and still receive deliveries, with the channels that
 * work for each (docs/decisions/reminders.md): a device for push, an address mail is not suppressed
 * for, a phone on file. What the reach counts and what a reminder queues.
 */
export const reachBy = {
  push: sql<boolean>`exists (select 1 from ${pushSubscriptions}
    where ${pushSubscriptions.userId} = ${users.id})`,
  mail: sql<boolean>`${users.email} <> '' and not exists (select 1 from ${mailSuppressions}
    where ${mailSuppressions.address} = lower(${users.email}))`,
  sms: sql<boolean>`coalesce(${students.phoneNumber}, '') <> ''`,
} as const;

export function unreadOf(db: Db, noticeId: number) {
  return db
    .select({
      userId: users.id,
      push: reachBy.push.as('push'),
      mail: reachBy.mail.as('mail'),
      sms: reachBy.sms.as('sms'),
    })
    .from(noticeDeliveries)
    .innerJoin(users, eq(users.id, noticeDeliveries.userId))
    .innerJoin(students, eq(students.userId, noticeDeliveries.userId))
    .where(
      and(
        eq(noticeDeliveries.noticeId, noticeId),
        isNull(noticeDeliveries.readAt),
        receivesDeliveries,
      ),
    );
}
