import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import type { Jobs } from '../../platform/jobs';
import { findReminderReach } from './reach';
import { remindUnread } from './remind';

/** Reminders to a notice's unread (docs/decisions/reminders.md): the reach, and one by hand. */
export async function reminderRoutes(
  app: FastifyInstance,
  s: { db: Db; clock: Clock; jobs: Jobs },
) {
  route(app, endpoints.noticeReminderReach, ({ params, principal }) =>
    findReminderReach(s.db, principal, params.id),
  );
  route(app, endpoints.noticeReminderSend, ({ params, body, principal }) =>
    remindUnread(s, principal, params.id, body.channels),
  );
}
