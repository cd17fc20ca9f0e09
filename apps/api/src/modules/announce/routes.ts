import type { RouteServices } from '../../platform/http/services';
import type { FastifyInstance } from 'fastify';
import { endpoints, sendListOfDestinations } from '@tayori/contract';
import { route } from '../../platform/http/http';
import { recordAccess, studentIdsOfTrees } from '../../platform/data/access';
import { requireReachableSchool } from '../../domain/schools/reach';
import { findAuthor, listFroms } from './author';
import { findDetail, findSent, findSentFilter } from './history';
import { deleteList, listLists, listUsers, saveList } from './lists';
import { storeMail } from './mail';
import { findSuppressed } from './suppressed';
import { findNotReached, notReachedColumns, notReachedFileName } from './not-reached';
import { csvStream, sendCsv } from '../../platform/csv';
import { findDestinations } from './recipients';

/** Announcement mail of spec 001 (§2, §3, §7): the three tabs' calls (its worker: delivery.ts). */
export async function announceRoutes(app: FastifyInstance, s: RouteServices) {
  const { db, bulk, clock, jobs } = s;
  const reachable = (principal: Parameters<typeof requireReachableSchool>[1], code: string) =>
    requireReachableSchool(db, principal, code);

  route(app, endpoints.announceAuthor, async ({ principal }) => findAuthor(db, principal));
  route(app, endpoints.announceFrom, async ({ principal }) => ({
    announceFromResult: await listFroms(db, principal),
  }));
  route(app, endpoints.announceLists, async ({ principal }) => ({
    announceListResult: await listLists(db, principal),
  }));
  // Students' names: each answer on record (docs/decisions/access-log.md).
  route(app, endpoints.announceListUsers, async ({ query, principal, req }) => {
    const found = await listUsers(db, principal, query.announceListId);
    const trees = [...found.announceUserResult, ...found.announceCarefulStudentResult];
    const entry = { read: 'announceListUsers', entity: 'announce-list' } as const;
    const recordId = query.announceListId;
    await recordAccess(
      db,
      { principal, req },
      { ...entry, recordId, studentIds: studentIdsOfTrees(trees) },
    );
    return found;
  });
  route(app, endpoints.announceListDelete, async ({ params, principal }) => {
    await deleteList(db, principal, params.announceListId);
    return { announceListId: params.announceListId };
  });
  route(app, endpoints.announceListSave, async ({ body, principal }) => ({
    announceListId: await saveList(db, clock, principal, body),
  }));
  route(app, endpoints.announceMail, async ({ body, principal }) =>
    storeMail({ db: bulk, clock, jobs }, principal, body),
  );
  route(app, endpoints.announceSuppressed, async ({ body, principal }) =>
    findSuppressed(db, principal, body.userIdList),
  );
  route(app, endpoints.announceNotReachedCsv, async ({ params, principal, reply }) => {
    const rows = await findNotReached(db, principal, params.id);
    return sendCsv(reply, notReachedFileName(params.id), csvStream(notReachedColumns, [rows]));
  });
  route(app, endpoints.announceSendList, async ({ query, principal, req }) => {
    const { extendedSchoolCode, includeStaff, ...filter } = query;
    const school = await reachable(principal, extendedSchoolCode);
    const found = sendListOfDestinations(
      await findDestinations(db, { schoolId: school.id, ...filter }, includeStaff === true),
    );
    const trees = [...found.announceSendListSearchResult, ...found.announceCarefulStudentResult];
    const entry = { read: 'announceSendList', entity: 'student', conditions: query } as const;
    await recordAccess(db, { principal, req }, { ...entry, studentIds: studentIdsOfTrees(trees) });
    return found;
  });
  route(app, endpoints.announceSentFilter, async ({ params, principal }) => {
    const school = await reachable(principal, params.schoolId);
    return findSentFilter(db, school.id);
  });
  route(app, endpoints.announceSent, async ({ query, principal }) => {
    const school = await reachable(principal, query.extendedSchoolCode);
    return { announceList: await findSent(db, school.id, query) };
  });
  route(app, endpoints.announceDetail, async ({ params, principal }) =>
    findDetail(db, principal, params.id),
  );
}
