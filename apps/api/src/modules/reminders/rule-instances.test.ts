import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  auditLog,
  noticeReminderDeliveries,
  noticeReminders,
  pushSubscriptions,
} from '../../db/schema';
import { buildServer } from '../../server';
import { enqueueOne } from '../../platform/jobs';
import type { PushSender, PushTarget } from '../../platform/push/port';
import { buildManyStudents } from '../../../test/announce-bulk';
import { buildNoticeGroup } from '../../../test/notice-factories';
import { ruleOf, ruleWorld, type RuleWorld } from '../../../test/reminder-rule-world';
import { noticeReminderJob, runReminderJob } from './job';

const HOUR = 3_600_000;
const stepsOf = (r: RuleWorld, noticeId: number) =>
  r.t.db
    .select()
    .from(noticeReminders)
    .where(and(eq(noticeReminders.noticeId, noticeId), isNotNull(noticeReminders.afterHours)))
    .orderBy(noticeReminders.dueAt);

/**
 * A step of a rule with more than one instance (docs/decisions/reminders.md, "Reminders by
 * rule"): the instance sending it dies half-way and the queue gives its job to another, while a
 * second job for the same step reaches a third. The step chooses its recipients once, each gets it
 * once (twice at most those in flight when it died), and the second job sends nothing.
 */
describe('a restart in the middle of a step', () => {
  let r: RuleWorld;
  ruleWorld((world) => (r = world));
  const RECIPIENTS = 150;

  it('chooses once, reaches everyone, and leaves the step to the job that took it', async () => {
    const ids = await buildManyStudents(r.t.db, r.w.school, RECIPIENTS);
    const group = await buildNoticeGroup(r.t.db, { school: r.w.school, memberIds: ids });
    const created = await r.w.create({
      noticeGroupId: group.id,
      noticeStartDate: '2030-06-14',
      noticeEndDate: '2030-12-31',
      reminderRule: ruleOf([['push', 0]]),
    });
    await r.t.db.insert(pushSubscriptions).values(
      ids.map((userId, i) => ({
        userId,
        endpoint: `https://fcm.googleapis.com/fcm/send/rule-restart-${i}`,
        p256dh: 'k',
        auth: 'a',
        deviceName: 'test',
        createdAt: r.t.clock.now(),
      })),
    );
    const [step] = await stepsOf(r, created.noticeId);
    const received: string[] = [];
    let died!: () => void;
    const death = new Promise<void>((resolve) => (died = resolve));
    const dying: PushSender = {
      send: (target: PushTarget) => {
        received.push(target.endpoint);
        if (received.length >= 120) {
          died();
          return new Promise(() => undefined);
        }
        return Promise.resolve('sent');
      },
    };
    const alive: PushSender = {
      send: async (target: PushTarget) => {
        received.push(target.endpoint);
        return 'sent';
      },
    };
    void runReminderJob(await r.sending(dying), step!.id, { id: 'job-a', retryCount: 0 });
    await death;
    const beforeRestart = received.length;

    // Another job for the same step, on another instance: it leaves it to job-a.
    expect(
      await runReminderJob(await r.sending(alive), step!.id, { id: 'job-b', retryCount: 0 }),
    ).toEqual({ retry: false });
    expect(received).toHaveLength(beforeRestart);
    // job-a, given back by the queue, runs again on another instance and finishes.
    expect(
      await runReminderJob(await r.sending(alive), step!.id, { id: 'job-a', retryCount: 1 }),
    ).toEqual({ retry: false });

    const deliveries = await r.t.db
      .select()
      .from(noticeReminderDeliveries)
      .where(eq(noticeReminderDeliveries.reminderId, step!.id));
    expect(deliveries).toHaveLength(RECIPIENTS);
    expect(deliveries.every((d) => d.state === 'sent')).toBe(true);
    const counts = new Map<string, number>();
    for (const e of received) counts.set(e, (counts.get(e) ?? 0) + 1);
    expect(counts.size).toBe(RECIPIENTS);
    const twice = [...counts.values()].filter((n) => n > 1).length;
    expect(twice).toBeLessThanOrEqual(100);
    expect([...counts.values()].every((n) => n <= 2)).toBe(true);
    const chosen = await r.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notice-reminder'), eq(auditLog.entityId, String(step!.id))));
    expect(chosen).toHaveLength(1);
  }, 60_000);
});

/**
 * Two instances' workers on one database, the queue running the rule's steps at their times (the
 * clock is the queue's: the notice was published three hours ago), each step's job handed out
 * twice: every recipient gets each step once.
 */
describe('two instances running one rule', () => {
  let r: RuleWorld;
  ruleWorld((world) => (r = world), new Date(Date.now() - 3 * HOUR));
  let second: FastifyInstance | undefined;

  it('sends each step once', async () => {
    second = await buildServer({
      config: r.t.config,
      database: { ...r.t.database, close: async () => {} },
      clock: r.t.clock,
      pushFetch: r.pushService.fetch,
    });
    await second.ready();
    const [a, b] = r.w.students;
    const devices = [await r.withDevice(a!.id), await r.withDevice(b!.id)];
    // Urgent: the steps go whatever the hour in Tokyo when the test runs.
    const id = await r.createWithRule(
      ruleOf(
        [
          ['push', 0],
          ['push', 1],
          ['mail', 2],
        ],
        true,
      ),
    );
    for (const step of await stepsOf(r, id))
      await enqueueOne(second.jobs, noticeReminderJob, { reminderId: step.id });

    await vi.waitFor(
      async () =>
        expect((await stepsOf(r, id)).map((s) => s.state)).toEqual(['done', 'done', 'done']),
      { timeout: 30_000, interval: 200 },
    );
    // The duplicates' turn passes without a send.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    for (const device of devices) expect(r.pushService.messagesOf(device.endpoint)).toHaveLength(2);
    expect(r.sink.received.map((m) => m.to).sort()).toEqual(
      r.w.students.map((s) => s.email).sort(),
    );
    await second.close();
  }, 60_000);
});
