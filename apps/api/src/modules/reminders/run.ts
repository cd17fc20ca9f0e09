import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeReminders, notices } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import { queueUnread } from './unread';

/**
 * Takes a reminder for one job of the queue (docs/decisions/reminders.md), before its deliveries
 * are sent: the row goes from waiting to sending, marked with the job, in one transaction that
 * locks it, so of two workers handed the same reminder one sends and the other leaves it. The
 * job's own retry (a restart, a temporary failure) takes it again and sends what is left.
 *
 * A step of a notice's rule chooses its recipients here, at its due time: the still unread, by
 * its channel where it works for them and (not urgent) they did not mute it; audited as the
 * reminders by hand are. A closed or deleted notice cancels it.
 */
export async function takeReminder(
  s: { db: Db },
  reminderId: number,
  jobId: string,
): Promise<'send' | 'leave'> {
  return s.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reminder: noticeReminders, notice: notices })
      .from(noticeReminders)
      .innerJoin(notices, eq(notices.id, noticeReminders.noticeId))
      .where(eq(noticeReminders.id, reminderId))
      .for('update', { of: noticeReminders });
    if (!row) return 'leave';
    const { reminder: r, notice } = row;
    if (r.state === 'sending')
      return r.sendingJob === null || r.sendingJob === jobId ? 'send' : 'leave';
    if (r.state !== 'waiting') return 'leave';
    const claim = (state: 'sending' | 'done' | 'cancelled') =>
      tx
        .update(noticeReminders)
        .set({ state, sendingJob: jobId })
        .where(eq(noticeReminders.id, r.id));
    if (r.afterHours === null) {
      await claim('sending');
      return 'send';
    }
    if (notice.deletedAt !== null || !notice.openStatus) {
      await claim('cancelled');
      return 'leave';
    }
    const chosen = await queueUnread(
      tx,
      { reminderId: r.id, noticeId: notice.id },
      r.channels[0]!,
      r.urgent,
    );
    await recordAudit(tx, {
      actorUserId: r.createdBy,
      action: 'create',
      entity: 'notice-reminder',
      entityId: r.id,
      detail: {
        noticeId: notice.id,
        rule: { channel: r.channels[0], afterHours: r.afterHours },
        urgent: r.urgent,
        dueAt: r.dueAt.toISOString(),
        chosen,
      },
    });
    await claim(chosen > 0 ? 'sending' : 'done');
    return chosen > 0 ? 'send' : 'leave';
  });
}
