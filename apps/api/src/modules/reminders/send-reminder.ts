import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { ReminderChannel } from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  noticeDeliveries,
  noticeReminderDeliveries,
  noticeReminders,
  notices,
  pushSubscriptions,
  students,
  users,
} from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { MailSender } from '../../platform/mail/port';
import type { PushSender } from '../../platform/push/port';
import type { SmsSender } from '../../platform/sms/port';
import { reminderTexts, sendByChannel, type Outcome } from './channels';
import { personNameSql } from '../../platform/data/person-name';

export interface ReminderSending {
  db: Db;
  clock: Clock;
  push: PushSender;
  mail: MailSender;
  sms: SmsSender;
  publicUrl: string;
  mailFrom: string;
}

/** Recipients sent to at once: a batch's pushes and mails go out together. */
const BATCH = 100;

/**
 * Sends a reminder's queued deliveries (docs/decisions/reminders.md), each only if its recipient
 * has still not read the notice at that moment (else skipped: 既読). A notice deleted or closed
 * meanwhile cancels the rest. Walks the queued rows in key order, so a temporary failure (left
 * queued) is not tried again in the same run; the job's retry takes them, and on its last attempt
 * they are failed. Answers whether any is left for a retry.
 */
export async function sendReminder(
  s: ReminderSending,
  reminderId: number,
  lastAttempt: boolean,
): Promise<{ retry: boolean }> {
  const { db } = s;
  const [r] = await db
    .select({ state: noticeReminders.state, notice: notices })
    .from(noticeReminders)
    .innerJoin(notices, eq(notices.id, noticeReminders.noticeId))
    .where(eq(noticeReminders.id, reminderId));
  if (!r || r.state === 'done' || r.state === 'cancelled') return { retry: false };
  const texts = reminderTexts(r.notice, s.publicUrl);
  const closed = r.notice.deletedAt !== null || !r.notice.openStatus;
  if (closed) {
    await finish(s, reminderId, 'cancelled');
    return { retry: false };
  }
  await db
    .update(noticeReminders)
    .set({ state: 'sending' })
    .where(eq(noticeReminders.id, reminderId));
  let after: { userId: string; channel: ReminderChannel } | null = null;
  let retry = false;
  for (;;) {
    const batch = await queuedBatch(db, reminderId, r.notice.id, after);
    if (batch.length === 0) break;
    after = batch.at(-1)!;
    const outcomes = await Promise.all(
      batch.map((row): Promise<Outcome> =>
        row.readAt
          ? Promise.resolve({ state: 'skipped', reason: '既読' })
          : sendByChannel(s, row, texts, { reminderId, lastAttempt }),
      ),
    );
    const at = s.clock.now();
    // One update per outcome (most of a batch is `sent`), not one per delivery.
    const byOutcome = new Map<string, { outcome: Outcome; rows: QueuedDelivery[] }>();
    outcomes.forEach((outcome, i) => {
      if (outcome.state === 'queued') {
        retry = true;
        return;
      }
      const row = batch[i]!;
      const key = `${row.channel}\u0000${outcome.state}\u0000${outcome.reason ?? ''}`;
      const group = byOutcome.get(key) ?? { outcome, rows: [] };
      group.rows.push(row);
      byOutcome.set(key, group);
    });
    for (const { outcome, rows } of byOutcome.values())
      await db
        .update(noticeReminderDeliveries)
        .set({
          state: outcome.state as Exclude<Outcome['state'], 'queued'>,
          reason: outcome.reason,
          at,
        })
        .where(
          and(
            eq(noticeReminderDeliveries.reminderId, reminderId),
            eq(noticeReminderDeliveries.channel, rows[0]!.channel),
            inArray(
              noticeReminderDeliveries.userId,
              rows.map((r) => r.userId),
            ),
          ),
        );
  }
  if (!retry) await finish(s, reminderId, 'done');
  return { retry };
}

/** The next queued deliveries after `after` in key order, with what sending each needs. */
function queuedBatch(
  db: Db,
  reminderId: number,
  noticeId: number,
  after: { userId: string; channel: ReminderChannel } | null,
) {
  const d = noticeReminderDeliveries;
  return db
    .select({
      userId: d.userId,
      channel: d.channel,
      name: personNameSql(users),
      email: users.email,
      phone: students.phoneNumber,
      readAt: noticeDeliveries.readAt,
      devices: sql<{ id: string; endpoint: string; p256dh: string; auth: string }[]>`coalesce((
        select json_agg(json_build_object('id', ${pushSubscriptions.id}, 'endpoint', ${pushSubscriptions.endpoint},
          'p256dh', ${pushSubscriptions.p256dh}, 'auth', ${pushSubscriptions.auth}))
        from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${d.userId}), '[]'::json)`,
    })
    .from(d)
    .innerJoin(users, eq(users.id, d.userId))
    .leftJoin(students, eq(students.userId, d.userId))
    .leftJoin(
      noticeDeliveries,
      and(eq(noticeDeliveries.noticeId, noticeId), eq(noticeDeliveries.userId, d.userId)),
    )
    .where(
      and(
        eq(d.reminderId, reminderId),
        eq(d.state, 'queued'),
        after
          ? or(
              gt(d.userId, after.userId),
              and(eq(d.userId, after.userId), gt(d.channel, after.channel)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(d.userId), asc(d.channel))
    .limit(BATCH);
}

export type QueuedDelivery = Awaited<ReturnType<typeof queuedBatch>>[number];

/** The reminder is over: done, or cancelled with what was still queued skipped. */
async function finish(s: ReminderSending, reminderId: number, state: 'done' | 'cancelled') {
  await s.db.transaction(async (tx) => {
    if (state === 'cancelled')
      await tx
        .update(noticeReminderDeliveries)
        .set({ state: 'skipped', reason: '取り消し', at: s.clock.now() })
        .where(
          and(
            eq(noticeReminderDeliveries.reminderId, reminderId),
            eq(noticeReminderDeliveries.state, 'queued'),
          ),
        );
    await tx.update(noticeReminders).set({ state }).where(eq(noticeReminders.id, reminderId));
  });
}
