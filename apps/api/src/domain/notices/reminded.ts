import { asc, eq, sql } from 'drizzle-orm';
import type { ReminderDelivery } from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeReminderDeliveries, noticeReminders, users } from '../../db/schema';

/**
 * Each recipient's reminders of a notice in the order they go (docs/decisions/reminders.md): their
 * timeline on the read status, keyed by address (unique per account, and what the read status
 * rows carry). Empty, without a scan, for a notice never reminded.
 */
export async function remindersOfNotice(
  db: Db,
  noticeId: number,
): Promise<Map<string, ReminderDelivery[]>> {
  const d = noticeReminderDeliveries;
  const rows = await db
    .select({
      email: users.email,
      channel: d.channel,
      state: d.state,
      at: sql<string | null>`to_char(${d.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    })
    .from(d)
    .innerJoin(noticeReminders, eq(noticeReminders.id, d.reminderId))
    .innerJoin(users, eq(users.id, d.userId))
    .where(eq(noticeReminders.noticeId, noticeId))
    .orderBy(asc(noticeReminders.dueAt), asc(noticeReminders.id), asc(d.channel));
  const byEmail = new Map<string, ReminderDelivery[]>();
  for (const { email, ...delivery } of rows) {
    const list = byEmail.get(email);
    if (list) list.push(delivery);
    else byEmail.set(email, [delivery]);
  }
  return byEmail;
}
