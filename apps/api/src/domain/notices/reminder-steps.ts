import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ReminderRule, ReminderStepState } from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeReminderDeliveries, noticeReminderRules, noticeReminders } from '../../db/schema';

const STATE = {
  waiting: 'waiting',
  sending: 'sending',
  done: 'sent',
  cancelled: 'cancelled',
} as const;

/**
 * A notice's reminder rule as last set and its steps as they stand (docs/decisions/reminders.md):
 * what the edit form and the read status show. Steps come oldest due first, with what each did
 * once it ran; those of an earlier rule that ran are kept.
 */
export async function findReminderRule(
  db: Db,
  noticeId: number,
): Promise<{ reminderRule: ReminderRule | null; reminderSteps: ReminderStepState[] }> {
  const r = noticeReminders;
  const d = noticeReminderDeliveries;
  const count = (state?: string) =>
    state
      ? sql<number>`(select count(*)::int from ${d} where ${d.reminderId} = ${r.id} and ${d.state} = ${state})`
      : sql<number>`(select count(*)::int from ${d} where ${d.reminderId} = ${r.id})`;
  const [[rule], steps] = await Promise.all([
    db.select().from(noticeReminderRules).where(eq(noticeReminderRules.noticeId, noticeId)),
    db
      .select({
        channel: sql<ReminderStepState['channel']>`${r.channels}[1]`,
        afterHours: r.afterHours,
        urgent: r.urgent,
        dueAt: r.dueAt,
        state: r.state,
        chosen: count(),
        sent: count('sent'),
        failed: count('failed'),
        skipped: count('skipped'),
      })
      .from(r)
      .where(and(eq(r.noticeId, noticeId), isNotNull(r.afterHours)))
      .orderBy(asc(r.dueAt), asc(r.id)),
  ]);
  return {
    reminderRule: rule ? { steps: rule.steps, urgent: rule.urgent } : null,
    reminderSteps: steps.map(({ chosen, sent, failed, skipped, ...s }) => ({
      channel: s.channel,
      afterHours: s.afterHours!,
      urgent: s.urgent,
      dueAt: s.dueAt.toISOString(),
      state: STATE[s.state],
      counts:
        s.state === 'waiting' || (chosen === 0 && s.state === 'cancelled')
          ? null
          : { chosen, sent, failed, skipped },
    })),
  };
}
