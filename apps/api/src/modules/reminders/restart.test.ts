import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticeReminderDeliveries, noticeReminders } from '../../db/schema';
import type { PushSender, PushTarget } from '../../platform/push/port';
import { createOutboxMailSender } from '../../platform/mail/outbox';
import { createOutboxSmsSender } from '../../platform/sms/outbox';
import { buildManyStudents } from '../../../test/announce-bulk';
import { buildSchool } from '../../../test/factories';
import { suiteContext, type TestContext } from '../../../test/harness';
import { buildNotice, buildNoticeGroup, deliverNotice } from '../../../test/notice-factories';
import { pushSubscriptions } from '../../db/schema';
import { sendReminder } from './send-reminder';

let t: TestContext;
suiteContext((context) => (t = context));

const RECIPIENTS = 250;
/** Pushes the killed instance hands the push service before it dies. */
const BEFORE_KILL = 130;

/**
 * A restart in the middle of a reminder (docs/decisions/reminders.md): the instance dies while
 * its pushes are out (its push calls never answer), and the job, given back by the queue, runs on
 * another instance. Each recipient gets the reminder once, except those whose push was in flight
 * when it died (at most one batch), and none is left out.
 */
describe('a restart in the middle of a reminder', () => {
  it('reaches every recipient, twice at most those in flight', async () => {
    const school = await buildSchool(t.db);
    const ids = await buildManyStudents(t.db, school, RECIPIENTS);
    const group = await buildNoticeGroup(t.db, { school, memberIds: ids });
    const notice = await buildNotice(t.db, { school, group });
    await deliverNotice(t.db, notice, ids);
    await t.db.insert(pushSubscriptions).values(
      ids.map((userId, i) => ({
        userId,
        endpoint: `https://fcm.googleapis.com/fcm/send/restart-${i}`,
        p256dh: 'k',
        auth: 'a',
        deviceName: 'test',
        createdAt: t.clock.now(),
      })),
    );
    const [reminder] = await t.db
      .insert(noticeReminders)
      .values({
        noticeId: notice.id,
        channels: ['push'],
        createdAt: t.clock.now(),
        dueAt: t.clock.now(),
        state: 'waiting',
      })
      .returning();
    await t.db.insert(noticeReminderDeliveries).values(
      ids.map((userId) => ({
        reminderId: reminder!.id,
        userId,
        channel: 'push' as const,
        state: 'queued' as const,
      })),
    );

    const received: string[] = [];
    const sending = (push: PushSender) => ({
      db: t.db,
      clock: t.clock,
      push,
      mail: createOutboxMailSender(t.db),
      sms: createOutboxSmsSender(t.db),
      publicUrl: t.config.publicUrl,
      mailFrom: t.config.mailFrom,
    });
    // The first instance: its pushes reach the push service, then it dies (no answer ever comes).
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    const dying: PushSender = {
      send: (target: PushTarget) => {
        received.push(target.endpoint);
        if (received.length >= BEFORE_KILL) {
          died();
          return new Promise(() => undefined);
        }
        return Promise.resolve('sent');
      },
    };
    void sendReminder(sending(dying), reminder!.id, false);
    await death;
    const beforeRestart = received.length;

    // Another instance takes the job.
    const alive: PushSender = {
      send: async (target: PushTarget) => {
        received.push(target.endpoint);
        return 'sent';
      },
    };
    expect(await sendReminder(sending(alive), reminder!.id, false)).toEqual({ retry: false });

    const rows = await t.db
      .select()
      .from(noticeReminderDeliveries)
      .where(eq(noticeReminderDeliveries.reminderId, reminder!.id));
    expect(rows.every((r) => r.state === 'sent')).toBe(true);
    const counts = new Map<string, number>();
    for (const e of received) counts.set(e, (counts.get(e) ?? 0) + 1);
    expect(counts.size).toBe(RECIPIENTS);
    const twice = [...counts.values()].filter((n) => n > 1).length;
    // Only the batch in flight when it died can be sent twice: one batch of 100.
    expect(twice).toBeLessThanOrEqual(100);
    expect(twice).toBeLessThanOrEqual(beforeRestart);
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
  });
});
