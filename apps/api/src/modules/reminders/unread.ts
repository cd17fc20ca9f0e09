import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ReminderChannel } from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  mailSuppressions,
  noticeDeliveries,
  noticeReminderDeliveries,
  pushSubscriptions,
  reminderMutes,
  students,
  users,
} from '../../db/schema';
import { receivesDeliveries } from '../../domain/students/recipients';

/**
 * A notice's recipients who have not read it and still receive deliveries, with the channels that
 * work for each (docs/decisions/reminders.md): a device for push, an address mail is not suppressed
 * for, a phone on file — and, for a reminder that is not urgent, not muted by the student. What the
 * reach counts and what a reminder queues.
 */
const works = {
  push: sql<boolean>`exists (select 1 from ${pushSubscriptions}
    where ${pushSubscriptions.userId} = ${users.id})`,
  mail: sql<boolean>`${users.email} <> '' and not exists (select 1 from ${mailSuppressions}
    where ${mailSuppressions.address} = lower(${users.email}))`,
  sms: sql<boolean>`coalesce(${students.phoneNumber}, '') <> ''`,
} as const;

/** The channel works for the recipient and, unless urgent, they did not mute it. */
function reaches(channel: ReminderChannel, urgent: boolean) {
  return urgent
    ? works[channel]
    : sql<boolean>`${works[channel]} and not exists (select 1 from ${reminderMutes}
        where ${reminderMutes.userId} = ${users.id} and ${reminderMutes.channel} = ${channel})`;
}

export function unreadOf(db: Db, noticeId: number, urgent: boolean) {
  return db
    .select({
      userId: users.id,
      push: reaches('push', urgent).as('push'),
      mail: reaches('mail', urgent).as('mail'),
      sms: reaches('sms', urgent).as('sms'),
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

/**
 * Queues a reminder's deliveries by one channel: one per recipient still unread now whom the
 * channel reaches (as `unreadOf`). Answers how many.
 */
export async function queueUnread(
  tx: Db,
  r: { reminderId: number; noticeId: number },
  channel: ReminderChannel,
  urgent: boolean,
): Promise<number> {
  const unread = unreadOf(tx, r.noticeId, urgent).as('unread');
  const rows = await tx
    .insert(noticeReminderDeliveries)
    .select(
      tx
        .select({
          reminderId: sql<number>`${r.reminderId}::bigint`.as('reminder_id'),
          userId: unread.userId,
          channel: sql<ReminderChannel>`${channel}`.as('channel'),
          state: sql<'queued'>`'queued'`.as('state'),
          reason: sql<null>`null`.as('reason'),
          at: sql<null>`null::timestamptz`.as('at'),
        })
        .from(unread)
        .where(sql`${unread[channel]}`),
    )
    .onConflictDoNothing()
    .returning({ userId: noticeReminderDeliveries.userId });
  return rows.length;
}
