import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { Db } from '../../db/client';
import { announceMails, announceRecipients } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { startWorker, type Jobs } from '../../platform/jobs';
import { announceDeliveryJob, type DeliveryJob } from './delivery-job';
import { classifyMailFailure } from '../../platform/mail/failure';
import { preparedStatement } from '../../platform/data/prepared';
import type { GiveWay } from '../../platform/data/give-way';
import type { Accepted, MailSender } from '../../platform/mail/port';
import { returnPathOf } from '../../domain/delivery/return-path';
import { bodyHtml } from './body-html';

/**
 * The announcement mail worker (DESIGN §5; docs/decisions/announce.md). A job is one batch of a
 * mail's recipients; pg-boss hands it to exactly one worker of one instance (SKIP LOCKED). Each
 * recipient row is marked sent right after the SMTP server accepted its message, so a crash
 * re-sends none already accepted; only the messages in flight at that moment may go again, with
 * the same Message-ID. A 5xx reply marks the row failed with the reason; a 4xx reply or a lost
 * connection fails the job, which pg-boss retries with back-off, and the retry sends only the rows
 * still queued. The last retry's temporary failures are marked failed too.
 */

/**
 * Recipients per job: a job takes about a second at a local server's pace, so a worker that
 * finishes one fetches the next at once (pg-boss waits out the rest of its polling interval after
 * a shorter one), and a 5,000-recipient school still spreads over 50 jobs and every instance.
 */
export const BATCH_SIZE = 100;
/** Messages of one job handed to the transport at once (the pool sends them in parallel). */
const SENDS_PER_JOB = 10;

/** The hot path, once per recipient: marked sent the moment the server accepted it. */
const markSent = preparedStatement(
  'announce_mark_sent',
  sql`update ${announceRecipients}
    set state = 'sent', attempts = attempts + 1, reason = null,
      message_id = ${sql.placeholder('messageId')}, queue_id = ${sql.placeholder('queueId')},
      sent_at = ${sql.placeholder('at')}::timestamptz, updated_at = ${sql.placeholder('at')}::timestamptz
    where id = ${sql.placeholder('id')} and state = 'queued'`,
);

export interface DeliveryOptions {
  db: Db;
  /** Waits while this instance is behind with its requests (platform/data/give-way.ts). */
  giveWay?: GiveWay;
  clock: Clock;
  mail: MailSender;
  /** The Message-ID's right-hand side: the sending domain (MAIL_FROM's). */
  domain: string;
  /**
   * BOUNCE_DOMAIN: each message's envelope sender is its delivery's return path there, so its
   * bounce comes back to the bounce listener (modules/delivery); null: MAIL_FROM's mailbox.
   */
  bounceDomain: string | null;
  retryLimit: number;
  retryDelaySeconds: number;
  log: FastifyBaseLogger;
}

/** The queue's retry settings: the deployment's (MAIL_RETRY_*). */
export const deliveryQueue = (o: Pick<DeliveryOptions, 'retryLimit' | 'retryDelaySeconds'>) => ({
  retryLimit: o.retryLimit,
  retryDelay: o.retryDelaySeconds,
});

/** Starts this instance's worker (job-workers.ts made the queue). */
export function startDelivery(jobs: Jobs, o: DeliveryOptions): Promise<void> {
  return startWorker(jobs, announceDeliveryJob, (data, job) => deliverBatch(o, { ...job, data }));
}

/** The Message-ID of one recipient row: the same at every attempt, and no other row's. */
export const messageIdOf = (messageToken: string, domain: string) => `<${messageToken}@${domain}>`;

/**
 * Sends the batch's rows still queued. Throws (so pg-boss retries later) when some failed for a
 * temporary reason and retries remain, or when the worker is stopping.
 */
export async function deliverBatch(
  o: DeliveryOptions,
  job: Pick<Job<DeliveryJob>, 'data' | 'retryCount' | 'signal'>,
): Promise<void> {
  const { mailId, batch } = job.data;
  const rows = await o.db
    .select({
      id: announceRecipients.id,
      toName: announceRecipients.toName,
      toAddress: announceRecipients.toAddress,
      attempts: announceRecipients.attempts,
      messageToken: announceRecipients.messageToken,
      returnToken: announceRecipients.returnToken,
      fromName: announceMails.fromName,
      fromAddress: announceMails.fromAddress,
      subject: announceMails.subject,
      body: announceMails.body,
    })
    .from(announceRecipients)
    .innerJoin(announceMails, eq(announceMails.id, announceRecipients.mailId))
    .where(
      and(
        eq(announceRecipients.mailId, mailId),
        eq(announceRecipients.batch, batch),
        eq(announceRecipients.state, 'queued'),
      ),
    )
    .orderBy(asc(announceRecipients.id));
  const lastTry = job.retryCount >= o.retryLimit;
  let retry: unknown = null;
  const html = rows[0] ? bodyHtml(rows[0].body) : '';

  const sendOne = async (r: (typeof rows)[number]) => {
    await o.giveWay?.();
    if (job.signal.aborted) {
      retry ??= new Error('worker stopping');
      return;
    }
    const messageId = messageIdOf(r.messageToken, o.domain);
    const mark = (set: Partial<typeof announceRecipients.$inferInsert>) =>
      o.db
        .update(announceRecipients)
        .set({ attempts: r.attempts + 1, messageId, updatedAt: o.clock.now(), ...set })
        .where(and(eq(announceRecipients.id, r.id), eq(announceRecipients.state, 'queued')));
    let accepted: Accepted;
    try {
      accepted = await o.mail.send({
        from: { name: r.fromName, address: r.fromAddress },
        to: { name: r.toName, address: r.toAddress },
        subject: r.subject,
        text: r.body,
        html,
        messageId,
        returnPath: o.bounceDomain ? returnPathOf(r.returnToken, o.bounceDomain) : undefined,
      });
    } catch (error) {
      const failure = classifyMailFailure(error);
      if (failure.permanent || lastTry) {
        await mark({ state: 'failed', reason: failure.reason });
      } else {
        await mark({ reason: failure.reason });
        retry ??= error;
      }
      return;
    }
    await markSent(o.db).execute({
      id: r.id,
      messageId,
      queueId: accepted.queueId,
      at: o.clock.now().toISOString(),
    });
  };

  // SENDS_PER_JOB lanes, each taking the next row: the pool's connections stay busy.
  let next = 0;
  const lane = async () => {
    while (next < rows.length) await sendOne(rows[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(SENDS_PER_JOB, rows.length) }, lane));
  if (retry !== null) {
    const { reason } = classifyMailFailure(retry);
    o.log.warn(
      { mailId, batch, retryCount: job.retryCount, reason },
      `announce mail: retry later: ${reason}`,
    );
    throw retry;
  }
}
