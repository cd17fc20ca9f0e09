import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import { findStudentNotices, findUnreadNotices, readStudentNotice } from './service';

/** The student's notices: unread preview, list pages, and the detail that marks a notice read. */
export async function studentNoticeRoutes(
  app: FastifyInstance,
  { db, clock }: { db: Db; clock: Clock },
) {
  route(app, endpoints.studentUnreadNotices, ({ principal, query }) =>
    findUnreadNotices(db, principal.userId, clock.today(), query.limit),
  );
  route(app, endpoints.studentNotices, async ({ principal, query }) => ({
    noticeList: await findStudentNotices(
      db,
      principal.userId,
      clock.today(),
      query.page,
      query.limit,
    ),
  }));
  route(app, endpoints.studentNoticeRead, ({ principal, params }) =>
    readStudentNotice(db, principal.userId, params.id, clock.today(), clock.now()),
  );
}
