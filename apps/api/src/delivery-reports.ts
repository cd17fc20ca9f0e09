import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { resendBatch } from './modules/announce/delivery-job';
import { createBounceListener } from './modules/delivery/bounce-listener';
import type { ReportContext } from './modules/delivery/record-report';
import { deliveryRoutes } from './modules/delivery/routes';
import type { SnsFetch } from './modules/delivery/sns-fetcher';
import { snsRoutes } from './modules/delivery/sns-routes';
import type { Clock } from './platform/clock';
import type { Jobs } from './platform/jobs';

/**
 * Where what happened to sent mail comes in and is shown (docs/decisions/delivery.md): the
 * contactability board's calls, Amazon SES's notifications through SNS
 * (SES_NOTIFICATIONS_TOPIC_ARN), and the bounce listener beside HTTP when BOUNCE_SMTP_PORT is set,
 * started once the app is ready and closed with it. Both ways in record a report the same way: a
 * soft bounce's delivery goes back on the announcement mail's queue after the retry delay.
 */
export async function startDeliveryReports(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Config; jobs: Jobs; snsFetch: SnsFetch | undefined },
): Promise<void> {
  const { db, clock, config, jobs } = deps;
  const reports: ReportContext = {
    db,
    clock,
    resend: (mailId, batch) => resendBatch(jobs, mailId, batch, config.mailRetry.delaySeconds),
  };
  await app.register(deliveryRoutes, { db, clock });
  await app.register(snsRoutes, {
    ...reports,
    topicArn: config.sesNotifications?.topicArn ?? null,
    snsFetch: deps.snsFetch,
  });
  const bounces = config.bounces;
  if (!bounces?.listen) return;
  const { host, port } = bounces.listen;
  const server = createBounceListener({ ...reports, domain: bounces.domain, log: app.log });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error: Error) => app.log.error({ err: error }, 'bounce listener error'));
  app.log.info({ host, port, domain: bounces.domain }, 'bounce listener listening');
  app.addHook('onClose', () => new Promise<void>((resolve) => server.close(() => resolve())));
}
