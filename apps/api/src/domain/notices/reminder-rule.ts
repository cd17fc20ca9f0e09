import { and, eq, exists, inArray, isNotNull, ne, not, or, sql } from 'drizzle-orm';
import type { ReminderRule, ReminderRuleStep } from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  noticeReminderDeliveries,
  noticeReminderRules,
  noticeReminders,
  notices,
} from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import { enqueueOne, jobsIn, type Jobs } from '../../platform/jobs';
import { publishedAtOf } from './published';
import { reminderDueAt } from './quiet-hours';
import { noticeReminderJob } from './reminder-job';

const HOUR = 3_600_000;

/**
 * Reminders by rule (docs/decisions/reminders.md): a notice's rule is kept as staff set it
 * (`notice_reminder_rules`), and each step that is still to come is a `notice_reminders` row
 * waiting for its time, with its job started then. The recipients are chosen when it runs
 * (modules/reminders/run.ts), not here.
 */

interface RuleWrite {
  jobs: Jobs;
  now: Date;
  /** The staff member saving the notice. */
  by: string;
}

/**
 * Sets a notice's rule with the notice's save (undefined: keeps the stored one; null: none), in
 * the save's transaction, audited when it changes; then brings its waiting steps in line.
 */
export async function saveReminderRule(
  tx: Db,
  noticeId: number,
  rule: ReminderRule | null | undefined,
  w: RuleWrite,
): Promise<void> {
  if (rule !== undefined) {
    const [stored] = await tx
      .select()
      .from(noticeReminderRules)
      .where(eq(noticeReminderRules.noticeId, noticeId));
    const same =
      stored && rule && JSON.stringify(stored.steps) === JSON.stringify(rule.steps)
        ? stored.urgent === rule.urgent
        : !stored && !rule;
    if (!same) {
      if (rule) {
        const row = { steps: rule.steps, urgent: rule.urgent, updatedBy: w.by, updatedAt: w.now };
        await tx
          .insert(noticeReminderRules)
          .values({ noticeId, ...row })
          .onConflictDoUpdate({ target: noticeReminderRules.noticeId, set: row });
      } else await tx.delete(noticeReminderRules).where(eq(noticeReminderRules.noticeId, noticeId));
      await recordAudit(tx, {
        actorUserId: w.by,
        action: !rule ? 'delete' : stored ? 'update' : 'create',
        entity: 'notice-reminder-rule',
        entityId: noticeId,
        detail: rule ? { steps: rule.steps, urgent: rule.urgent } : {},
      });
    }
  }
  await scheduleReminderSteps(tx, noticeId, w);
}

/**
 * Brings a notice's waiting steps in line with its rule and its state, inside the transaction
 * that changed either (the notice's row is locked by it). A live notice (open, not deleted) gets a
 * waiting step for each step of the rule not already run, due at publication + its hours, out of
 * the quiet hours unless urgent; a waiting step that no longer fits is removed (its job, when it
 * comes, finds nothing). A notice closed or deleted cancels its waiting steps. Steps that ran stay.
 */
export async function scheduleReminderSteps(tx: Db, noticeId: number, w: RuleWrite) {
  const [notice] = await tx.select().from(notices).where(eq(notices.id, noticeId));
  if (!notice) return;
  const [rule] = await tx
    .select()
    .from(noticeReminderRules)
    .where(eq(noticeReminderRules.noticeId, noticeId));
  const r = noticeReminders;
  // The rule's steps of this notice (a reminder by hand has no afterHours).
  const ruleSteps = and(eq(r.noticeId, noticeId), isNotNull(r.afterHours));
  const waiting = await tx
    .select({
      id: r.id,
      channel: sql<string>`${r.channels}[1]`,
      afterHours: r.afterHours,
      urgent: r.urgent,
      dueAt: r.dueAt,
    })
    .from(r)
    .where(and(ruleSteps, eq(r.state, 'waiting')));
  const published = publishedAtOf(notice);
  const live = notice.openStatus && notice.deletedAt === null && published !== null;
  if (!live) {
    // Closed or deleted: what was still to come is cancelled (the read status shows it so).
    if (waiting.length > 0)
      await tx
        .update(r)
        .set({ state: 'cancelled' })
        .where(
          inArray(
            r.id,
            waiting.map((s) => s.id),
          ),
        );
    return;
  }
  const wanted = (rule?.steps ?? []).map((step) => ({
    ...step,
    urgent: rule!.urgent,
    dueAt: dueAtOf(published, step, rule!.urgent),
  }));
  // A step that chose its recipients has deliveries, whatever became of it since.
  const choseRecipients = exists(
    tx
      .select({ one: sql`1` })
      .from(noticeReminderDeliveries)
      .where(eq(noticeReminderDeliveries.reminderId, r.id)),
  );
  // Steps that ran (or were cancelled after choosing their recipients) are kept: not run again.
  const ran = await tx
    .select({ channel: sql<string>`${r.channels}[1]`, afterHours: r.afterHours })
    .from(r)
    .where(and(ruleSteps, ne(r.state, 'waiting'), or(ne(r.state, 'cancelled'), choseRecipients)));
  const key = (s: { channel: string; afterHours: number | null }) => `${s.channel}@${s.afterHours}`;
  const done = new Set(ran.map(key));
  // A waiting step that is exactly what the rule wants stays as it is (its job too).
  const keep = new Set<number>();
  const missing = wanted
    .filter((s) => !done.has(key(s)))
    .filter((s) => {
      const same = waiting.find(
        (e) =>
          !keep.has(e.id) &&
          key(e) === key(s) &&
          e.urgent === s.urgent &&
          e.dueAt.getTime() === s.dueAt.getTime(),
      );
      if (same) keep.add(same.id);
      return !same;
    });
  const stale = waiting.filter((e) => !keep.has(e.id)).map((e) => e.id);
  if (stale.length > 0) await tx.delete(r).where(inArray(r.id, stale));
  // Cancelled steps that never chose anyone (the notice was closed, then opened again) make way.
  await tx.delete(r).where(and(ruleSteps, eq(r.state, 'cancelled'), not(choseRecipients)));
  for (const step of missing) {
    const [row] = await tx
      .insert(r)
      .values({
        noticeId,
        channels: [step.channel],
        createdBy: rule!.updatedBy,
        createdAt: w.now,
        dueAt: step.dueAt,
        state: 'waiting',
        afterHours: step.afterHours,
        urgent: step.urgent,
      })
      .returning({ id: r.id });
    await enqueueOne(
      w.jobs,
      noticeReminderJob,
      { reminderId: row!.id },
      { db: jobsIn(tx), singletonKey: String(row!.id), startAfter: step.dueAt },
    );
  }
}

/** Publication + the step's hours; not urgent, pushed out of the quiet hours to 07:00 Tokyo. */
export function dueAtOf(published: Date, step: ReminderRuleStep, urgent: boolean): Date {
  return reminderDueAt(new Date(published.getTime() + step.afterHours * HOUR), urgent);
}
