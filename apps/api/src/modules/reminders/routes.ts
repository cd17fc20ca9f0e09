import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import type { Jobs } from '../../platform/jobs';
import { findReminderReach } from './reach';
import { findReadRates } from './rates';
import { remindUnread } from './remind';
import { findReminderSettings, updateReminderSettings } from './settings';

/**
 * Reminders to a notice's unread (docs/decisions/reminders.md): the reach and one by hand, for
 * staff; the channels a student mutes, for students.
 */
export async function reminderRoutes(
  app: FastifyInstance,
  s: { db: Db; clock: Clock; jobs: Jobs },
) {
  route(app, endpoints.noticeReminderReach, ({ params, query, principal }) =>
    findReminderReach(s.db, principal, params.id, {
      urgent: query.urgent ?? false,
      now: s.clock.now(),
    }),
  );
  route(app, endpoints.noticeReminderSend, ({ params, body, principal }) =>
    remindUnread(s, principal, params.id, body),
  );
  route(app, endpoints.noticeReadRates, ({ params, query, principal }) =>
    findReadRates(s.db, principal, params.id, { by: query.by, now: s.clock.now() }),
  );
  route(app, endpoints.reminderSettings, ({ principal }) => findReminderSettings(s.db, principal));
  route(app, endpoints.reminderSettingsUpdate, ({ principal, body }) =>
    updateReminderSettings(s.db, principal, body, s.clock.now()),
  );
}
