import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { pushDeviceRoutes } from './modules/push-devices/routes';
import { reminderRoutes } from './modules/reminders/routes';
import type { Jobs } from './platform/jobs';
import type { Clock } from './platform/clock';
import type { PushFetch, PushSender } from './platform/push/port';
import { loadVapidKeys } from './platform/push/vapid';
import { createWebPushSender } from './platform/push/web-push';

/**
 * Following up until a notice is read, at start-up (docs/decisions/reminders.md): the portal's
 * VAPID keys (made on the first start, kept in the database), the sender every push goes through,
 * the students' device routes and the reminders' routes. Answers the push sender, for the
 * reminders' worker (job-workers.ts).
 */
export async function startFollowUp(
  app: FastifyInstance,
  s: { db: Db; clock: Clock; config: Config; jobs: Jobs; pushFetch?: PushFetch },
): Promise<PushSender> {
  const keys = await loadVapidKeys(s.db, s.clock.now());
  const push = createWebPushSender({ keys, subject: s.config.push.subject, fetch: s.pushFetch });
  await app.register(pushDeviceRoutes, { ...s, push, publicKey: keys.publicKey });
  await app.register(reminderRoutes, s);
  return push;
}
