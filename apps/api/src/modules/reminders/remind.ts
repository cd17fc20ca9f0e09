import { and, desc, eq, gt } from 'drizzle-orm';
import {
  REMINDER_INTERVAL_MINUTES,
  messages,
  type NoticeReminderQueued,
  type ReminderChannel,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeReminders, notices } from '../../db/schema';
import { findVisibleNotice } from '../../domain/notices/visible';
import type { Clock } from '../../platform/clock';
import { recordAudit } from '../../platform/data/audit';
import { conflict, validationError } from '../../platform/http/errors';
import type { Principal } from '../../platform/identity/auth';
import { enqueueOne, jobsIn, type Jobs } from '../../platform/jobs';
import { noticeReminderJob } from '../../domain/notices/reminder-job';
import { reminderDueAt } from '../../domain/notices/quiet-hours';
import { queueUnread } from './unread';

/**
 * POST …/notices/read/{id}/reminders (docs/decisions/reminders.md): a reminder to the notice's
 * unread recipients — now, or at 07:00 Tokyo when it is not urgent and the quiet hours are on — one delivery per recipient and chosen channel that works for them, and the job
 * that sends them — committed together. A second one within REMINDER_INTERVAL_MINUTES is refused
 * (a double click, two staff at once: the notice's row is locked while the last is looked for).
 */
export async function remindUnread(
  s: { db: Db; clock: Clock; jobs: Jobs },
  p: Principal,
  id: number,
  body: { channels: readonly ReminderChannel[]; urgent: boolean },
): Promise<NoticeReminderQueued> {
  const { channels, urgent } = body;
  const { notice } = await findVisibleNotice(s.db, p, id);
  const now = s.clock.now();
  const dueAt = reminderDueAt(now, urgent);
  return s.db.transaction(async (tx) => {
    await tx
      .select({ id: notices.id })
      .from(notices)
      .where(eq(notices.id, notice.id))
      .for('update');
    const since = new Date(now.getTime() - REMINDER_INTERVAL_MINUTES * 60_000);
    const [recent] = await tx
      .select({ id: noticeReminders.id })
      .from(noticeReminders)
      .where(and(eq(noticeReminders.noticeId, notice.id), gt(noticeReminders.createdAt, since)))
      .orderBy(desc(noticeReminders.createdAt))
      .limit(1);
    if (recent) throw conflict(messages.reminder_too_soon);
    const [reminder] = await tx
      .insert(noticeReminders)
      .values({
        noticeId: notice.id,
        channels: [...channels],
        createdBy: p.userId,
        createdAt: now,
        dueAt,
        state: 'waiting',
        urgent,
      })
      .returning({ id: noticeReminders.id });
    const reminderId = reminder!.id;
    const queued = { push: 0, mail: 0, sms: 0 };
    for (const channel of channels)
      queued[channel] = await queueUnread(tx, { reminderId, noticeId: notice.id }, channel, urgent);
    if (queued.push + queued.mail + queued.sms === 0)
      throw validationError({ channels: messages.reminder_none_reached });
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: 'create',
      entity: 'notice-reminder',
      entityId: reminderId,
      detail: { noticeId: notice.id, channels, urgent, dueAt: dueAt.toISOString(), ...queued },
    });
    await enqueueOne(
      s.jobs,
      noticeReminderJob,
      { reminderId },
      { db: jobsIn(tx), singletonKey: String(reminderId), startAfter: dueAt },
    );
    return { reminderId, dueAt: dueAt.toISOString(), ...queued };
  });
}
