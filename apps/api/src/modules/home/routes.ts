import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http';
import {
  findHomeWidget,
  findMenus,
  getAttendanceDetails,
  getAttendances,
  getLiteracyResult,
} from './service';

/** The home panels: attendance, literacy, menu and chat widget. */
export async function homeRoutes(app: FastifyInstance, { db }: { db: Db }) {
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
    categories: await findMenus(db, principal.userType, principal.roleType),
  }));
  route(app, endpoints.widget, async ({ principal }) => {
    const widget = await findHomeWidget(db, principal.schoolId, principal.userType);
    if (!widget) throw notFound();
    return widget;
  });
}
