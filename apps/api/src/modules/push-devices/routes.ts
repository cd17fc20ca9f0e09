import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import type { PushSender } from '../../platform/push/port';
import { addPushDevice, findPushSettings, removePushDevice, sendTestPush } from './devices';

/** A student's devices for Web Push (docs/decisions/reminders.md). */
export async function pushDeviceRoutes(
  app: FastifyInstance,
  s: { db: Db; clock: Clock; config: Config; push: PushSender; publicKey: string },
) {
  route(app, endpoints.pushSettings, ({ principal }) =>
    findPushSettings(s.db, principal, s.publicKey),
  );
  route(app, endpoints.pushDeviceAdd, ({ principal, body }) =>
    addPushDevice(s.db, principal, body, {
      allowedHosts: s.config.push.allowedHosts,
      now: s.clock.now(),
    }),
  );
  route(app, endpoints.pushDeviceRemove, ({ principal, params }) =>
    removePushDevice(s.db, principal, params.deviceId),
  );
  route(app, endpoints.pushTest, ({ principal }) =>
    sendTestPush(s.db, principal, s.push, s.clock.now()),
  );
}
