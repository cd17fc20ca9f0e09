import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Forgetting } from './domain/accounts/state';
import { deliveryQueue, startDelivery } from './modules/announce/delivery';
import { announceDeliveryJob } from './modules/announce/delivery-job';
import { rosterImportJob, startRosterImportWorker } from './modules/roster-import/apply-job';
import {
  contactabilitySnapshotJob,
  startContactabilitySnapshots,
} from './modules/delivery/snapshots';
import type { Clock } from './platform/clock';
import { giveWayToRequests } from './platform/data/give-way';
import { ensureQueue, type Jobs } from './platform/jobs';
import { createMailSender } from './platform/mail';
import type { MailSender } from './platform/mail/port';
import type { PushSender } from './platform/push/port';
import type { SmsSender } from './platform/sms/port';
import { noticeReminderJob, startReminderWorker } from './modules/reminders/job';
import {
  secondFactorResetMailJob,
  startSecondFactorMailWorker,
} from './modules/staff-accounts/second-factor-mail';
import { accessLogRetentionJob, startAccessLogRetention } from './modules/access-log/retention';

/**
 * The portal's jobs at start-up (docs/decisions/jobs.md): every kind the modules define
 * (platform/jobs.ts defineJob) has its queue made here, by every instance, and its worker started
 * here, never in a route plugin, unless JOB_WORKERS=off (an API-only instance: it enqueues, and
 * the other instances work its jobs).
 */
export async function startJobKinds(
  app: FastifyInstance,
  jobs: Jobs,
  deps: {
    db: Db;
    /** The workers use its bulk connections and give way to its requests' pool (give-way.ts). */
    database: Pick<Database, 'bulk' | 'pool'>;
    clock: Clock;
    config: Config;
    /** Tests pass their own; otherwise SMTP_URL chooses (the outbox when unset). */
    mail: MailSender | undefined;
    principals: Forgetting;
    push: PushSender;
    sms: SmsSender;
  },
): Promise<void> {
  const { db, clock, config, principals } = deps;
  const retry = {
    retryLimit: config.mailRetry.limit,
    retryDelaySeconds: config.mailRetry.delaySeconds,
  };
  await ensureQueue(jobs, announceDeliveryJob, deliveryQueue(retry));
  await ensureQueue(jobs, rosterImportJob);
  await ensureQueue(jobs, contactabilitySnapshotJob);
  await ensureQueue(jobs, noticeReminderJob);
  await ensureQueue(jobs, accessLogRetentionJob);
  await ensureQueue(jobs, secondFactorResetMailJob);
  if (!config.jobWorkers) return;
  const { giveWay, stop } = giveWayToRequests(deps.database.pool);
  app.addHook('onClose', async () => stop());
  const mail = deps.mail ?? createMailSender(config, db);
  app.addHook('onClose', async () => mail.close());
  await startDelivery(jobs, {
    db: deps.database.bulk,
    giveWay,
    clock,
    mail,
    domain: config.mailFrom.split('@')[1]!,
    bounceDomain: config.bounces?.domain ?? null,
    ...retry,
    log: app.log,
  });
  await startRosterImportWorker(jobs, { db: deps.database.bulk, giveWay, clock, principals });
  await startContactabilitySnapshots(jobs, { db, clock });
  const years = config.accessLogRetentionYears;
  await startAccessLogRetention(jobs, { db, years, now: () => clock.now() });
  await startReminderWorker(jobs, {
    db,
    clock,
    push: deps.push,
    mail,
    sms: deps.sms,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
  });
  await startSecondFactorMailWorker(jobs, {
    db,
    mail,
    mailFrom: config.mailFrom,
    publicUrl: config.publicUrl,
  });
}
