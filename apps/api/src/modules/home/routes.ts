import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { findChatbotSetting } from '../../domain/chatbot/settings';
import { notFound } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import { findMenus, getAttendanceDetails, getAttendances, getLiteracyResult } from './service';

/** The home panels: attendance, literacy, menu and chat widget. */
export async function homeRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  route(app, endpoints.attendances, ({ principal }) =>
    getAttendances(db, principal.userId, principal.schoolId),
  );
  route(app, endpoints.attendanceDetails, ({ principal }) =>
    getAttendanceDetails(db, principal.userId, principal.schoolId),
  );
  route(app, endpoints.literacy, async ({ principal }) => ({
    result: await getLiteracyResult(db, principal.userId),
  }));
  route(app, endpoints.menus, async ({ principal }) => ({
    categories: await findMenus(db, principal),
  }));
  // Without a chatbot script (production before CHATBOT_SCRIPT_URL is set) there is nothing to load.
  route(app, endpoints.widget, async ({ principal }) => {
    const { scriptUrl } = config.chatbot;
    const setting = scriptUrl ? await findChatbotSetting(db, principal, null) : null;
    if (!setting || !scriptUrl) throw notFound();
    return { ...setting, scriptUrl };
  });
}
