import type { RouteServices } from '../../platform/http/services';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import { route } from '../../platform/http/http';
import { recordAccess } from '../../platform/data/access';
import { createNotice, deleteNotice, updateNotice } from './commands';
import { requireReachableSchool } from '../../domain/schools/reach';
import { homeSchools } from './policy';
import { findDestinations, findNoticeCategories } from './lists';
import { findUnread, getNoticeReadStatus, unreadColumns, unreadFileName } from './read-status';
import { csvStream, sendCsv } from '../../platform/csv';
import { getNoticeDetail } from './detail';
import { searchNotices } from './search';

/** Staff notices of spec 000 (§2, §3, §7): search, register, edit, delete, read status and their lists. */
export async function staffNoticeRoutes(
  app: FastifyInstance,
  // `bulk`: writing and deleting a notice's deliveries (a whole school's).
  { db, bulk, clock, jobs }: RouteServices,
) {
  route(app, endpoints.staffNoticeSearch, async ({ query, principal }) =>
    searchNotices(db, {
      ...query,
      today: clock.today(),
      schools: homeSchools(principal),
    }),
  );

  route(app, endpoints.adminNoticeSearch, async ({ query, principal }) => {
    const school = await requireReachableSchool(db, principal, query.extendedSchoolCode);
    return searchNotices(db, {
      ...query,
      today: clock.today(),
      schools: { schoolId: school.id },
    });
  });

  route(app, endpoints.staffNoticeDetail, async ({ params, principal }) =>
    getNoticeDetail(db, principal, params.id, clock.today()),
  );

  route(app, endpoints.staffNoticeCreate, async ({ body, principal }) => {
    const id = await createNotice({ db: bulk, clock, principal, jobs }, body);
    return getNoticeDetail(db, principal, id, clock.today());
  });

  route(app, endpoints.staffNoticeUpdate, async ({ params, body, principal }) => {
    await updateNotice({ db: bulk, clock, principal, jobs }, params.id, body);
    return getNoticeDetail(db, principal, params.id, clock.today());
  });

  route(app, endpoints.staffNoticeDelete, async ({ params, query, principal }) => {
    await deleteNotice({ db: bulk, clock, principal, jobs }, params.id, query.seq);
    return { noticeId: params.id };
  });

  // The recipients' names and addresses: each answer on record (docs/decisions/access-log.md).
  route(app, endpoints.staffNoticeReadStatus, async ({ params, principal, req }) => {
    const status = await getNoticeReadStatus(db, principal, params.id);
    const studentIds = status.noticeReadResultList.map((r) => r.userId);
    const read = 'staffNoticeReadStatus';
    await recordAccess(
      db,
      { principal, req },
      { read, entity: 'notice', recordId: params.id, studentIds },
    );
    return status;
  });

  route(app, endpoints.staffNoticeUnreadCsv, async ({ params, principal, req, reply }) => {
    const rows = await findUnread(db, principal, params.id);
    const studentIds = rows.map((r) => r.userId);
    const read = 'staffNoticeUnreadCsv';
    await recordAccess(
      db,
      { principal, req },
      { read, entity: 'notice', recordId: params.id, studentIds },
    );
    return sendCsv(reply, unreadFileName(params.id), csvStream(unreadColumns, [rows]));
  });

  route(app, endpoints.noticeCategories, async () => ({
    noticeCategoryList: await findNoticeCategories(db),
  }));

  route(app, endpoints.noticeDestinations, async ({ query, principal }) => ({
    destinationList: await findDestinations(db, principal, query.extendedSchoolCode),
  }));
}
