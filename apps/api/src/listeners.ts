import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { resendBatch } from './modules/announce/delivery-job';
import { createBounceListener } from './modules/delivery/bounce-listener';
import type { Clock } from './platform/clock';
import type { Jobs } from './platform/jobs';

/**
 * What an instance listens on beside HTTP: the bounce listener when BOUNCE_SMTP_PORT is set
 * (docs/decisions/delivery.md). Started once the app is ready, closed with it. A soft bounce's
 * delivery goes back on the announcement mail's queue after the deployment's retry delay.
 */
export async function startListeners(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; config: Config; jobs: Jobs },
): Promise<void> {
  const bounces = deps.config.bounces;
  if (!bounces?.listen) return;
  const { host, port } = bounces.listen;
  const server = createBounceListener({
    db: deps.db,
    clock: deps.clock,
    domain: bounces.domain,
    log: app.log,
    resend: (mailId, batch) =>
      resendBatch(deps.jobs, mailId, batch, deps.config.mailRetry.delaySeconds),
  });
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
