import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnnounceDeliveryState } from '@tayori/contract';
import type { Db } from '../../db/client';
import { announceDeliveryEvents, announceRecipients } from '../../db/schema';
import { SOFT_BOUNCE_LIMIT, suppress } from '../../domain/delivery/suppressions';
import type { Clock } from '../../platform/clock';
import { kindOf, type RecipientReport } from './dsn';

/**
 * What a mail server reported about one delivery after accepting it (docs/decisions/delivery.md),
 * recorded on that delivery: its event on the recipient's timeline and, by kind —
 * - delivered (the receiving server put it in the mailbox): the delivery delivered;
 * - a hard bounce: the delivery bounced, its address suppressed;
 * - a soft bounce: sent again by the queue (`resend`), until SOFT_BOUNCE_LIMIT, then as a hard one;
 * - a delay: the event alone;
 * - a complaint (the recipient marked it as spam): the event and the address suppressed, the
 *   delivery's state unchanged (it was delivered); once per delivery.
 * A report for a delivery not (or no longer) sent — a bounce may still follow a delivery report,
 * which an intermediate server may send — or naming another address, changes nothing.
 */

export type ReportSource = 'dsn' | 'sns';

export type Recorded =
  | { recorded: true; kind: NonNullable<ReturnType<typeof kindOf>> }
  | { recorded: false; why: string };

export interface ReportContext {
  db: Db;
  clock: Clock;
  /** Queues the delivery's batch to be sent again (the announcement mail worker's job). */
  resend(mailId: number, batch: number): Promise<void>;
}

export async function recordReport(
  c: ReportContext,
  delivery: { returnToken: string } | { messageId: string },
  reports: readonly RecipientReport[],
  source: ReportSource,
): Promise<Recorded> {
  const [row] = await c.db
    .select({
      id: announceRecipients.id,
      mailId: announceRecipients.mailId,
      batch: announceRecipients.batch,
      state: announceRecipients.state,
      toAddress: announceRecipients.toAddress,
      softBounces: announceRecipients.softBounces,
    })
    .from(announceRecipients)
    .where(
      'returnToken' in delivery
        ? eq(announceRecipients.returnToken, delivery.returnToken)
        : eq(announceRecipients.messageId, delivery.messageId),
    );
  if (!row) return { recorded: false, why: 'no such delivery' };
  const address = row.toAddress.toLowerCase();
  // A report naming addresses must name this delivery's: a token is no licence for another's.
  const named = reports.filter((r) => r.address !== null);
  const report = named.length > 0 ? named.find((r) => r.address === address) : reports[0];
  if (!report) return { recorded: false, why: 'the report names another address' };
  const kind = kindOf(report);
  if (kind === null) return { recorded: false, why: `nothing to record (${report.action})` };
  if (kind === 'complaint') return recordComplaint(c, { id: row.id, address }, report, source);
  // Reports only follow an acceptance: a replayed or late one finds it bounced or queued again.
  const after: AnnounceDeliveryState[] = kind === 'delivered' ? ['sent'] : ['sent', 'delivered'];
  if (kind !== 'delayed' && !after.includes(row.state))
    return { recorded: false, why: `the delivery is ${row.state}` };
  const at = c.clock.now();
  const gaveUp = kind === 'bounce-soft' && row.softBounces + 1 >= SOFT_BOUNCE_LIMIT;
  const bounced = kind === 'bounce-hard' || gaveUp;
  const changed = await c.db.transaction(async (tx) => {
    if (kind !== 'delayed') {
      const [updated] = await tx
        .update(announceRecipients)
        .set({
          state: kind === 'delivered' ? 'delivered' : bounced ? 'bounced' : 'queued',
          reason: kind === 'delivered' ? null : (report.diagnostic ?? report.status),
          softBounces:
            kind === 'bounce-soft' ? sql`${announceRecipients.softBounces} + 1` : undefined,
          bouncedAt: bounced ? at : undefined,
          updatedAt: at,
        })
        .where(and(eq(announceRecipients.id, row.id), inArray(announceRecipients.state, after)))
        .returning({ id: announceRecipients.id });
      if (!updated) return false;
    }
    await tx.insert(announceDeliveryEvents).values({
      recipientId: row.id,
      kind,
      status: report.status,
      text: report.diagnostic,
      source,
      at,
    });
    if (bounced)
      await suppress(tx, {
        address,
        reason: kind,
        status: report.status,
        text: report.diagnostic,
        recipientId: row.id,
        at,
      });
    return true;
  });
  if (!changed) return { recorded: false, why: 'the delivery changed meanwhile' };
  if (kind === 'bounce-soft' && !gaveUp) await c.resend(row.mailId, row.batch);
  return { recorded: true, kind };
}

/**
 * A complaint follows a delivery, whatever became of it since: the event and the suppression, in
 * one transaction on the locked row, so that a second copy (SNS delivers at least once) finds the
 * first and records nothing.
 */
async function recordComplaint(
  c: ReportContext,
  delivery: { id: number; address: string },
  report: RecipientReport,
  source: ReportSource,
): Promise<Recorded> {
  const at = c.clock.now();
  const recorded = await c.db.transaction(async (tx) => {
    await tx
      .select({ id: announceRecipients.id })
      .from(announceRecipients)
      .where(eq(announceRecipients.id, delivery.id))
      .for('update');
    const [earlier] = await tx
      .select({ id: announceDeliveryEvents.id })
      .from(announceDeliveryEvents)
      .where(
        and(
          eq(announceDeliveryEvents.recipientId, delivery.id),
          eq(announceDeliveryEvents.kind, 'complaint'),
        ),
      )
      .limit(1);
    if (earlier) return false;
    await tx.insert(announceDeliveryEvents).values({
      recipientId: delivery.id,
      kind: 'complaint',
      status: report.status,
      text: report.diagnostic,
      source,
      at,
    });
    await suppress(tx, {
      address: delivery.address,
      reason: 'complaint',
      status: report.status,
      text: report.diagnostic,
      recipientId: delivery.id,
      at,
    });
    return true;
  });
  return recorded
    ? { recorded: true, kind: 'complaint' }
    : { recorded: false, why: 'the complaint is recorded already' };
}
