import { desc, eq, sql } from 'drizzle-orm';
import type { NoticeReminderReach } from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeReminders } from '../../db/schema';
import { findVisibleNotice } from '../../domain/notices/visible';
import type { Principal } from '../../platform/identity/auth';
import { quietUntil } from '../../domain/notices/quiet-hours';
import { unreadOf } from './unread';

/** GET …/notices/read/{id}/reminders: how many of the unread each channel reaches now. */
export async function findReminderReach(
  db: Db,
  p: Principal,
  id: number,
  o: { urgent: boolean; now: Date },
): Promise<NoticeReminderReach> {
  const { notice } = await findVisibleNotice(db, p, id);
  const unread = unreadOf(db, notice.id, o.urgent).as('unread');
  const count = (flag: typeof unread.push) => sql<number>`(count(*) filter (where ${flag}))::int`;
  const [[row], [last]] = await Promise.all([
    db
      .select({
        unread: sql<number>`count(*)::int`,
        push: count(unread.push),
        mail: count(unread.mail),
        sms: count(unread.sms),
      })
      .from(unread),
    db
      .select({ at: noticeReminders.createdAt })
      .from(noticeReminders)
      .where(eq(noticeReminders.noticeId, notice.id))
      .orderBy(desc(noticeReminders.createdAt))
      .limit(1),
  ]);
  return {
    ...row!,
    lastRemindedAt: last?.at.toISOString() ?? null,
    quietUntil: o.urgent ? null : (quietUntil(o.now)?.toISOString() ?? null),
  };
}
