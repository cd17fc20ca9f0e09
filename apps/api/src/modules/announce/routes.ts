import type { FastifyInstance } from 'fastify';
import { endpoints, sendListOfDestinations } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import type { Jobs } from '../../platform/jobs';
import { createMailSender } from '../../platform/mail';
import type { MailSender } from '../../platform/mail/port';
import { requireReachableSchool } from '../../domain/schools/reach';
import { findAuthor, listFroms } from './author';
import { startDelivery } from './delivery';
import { findDetail, findSent, findSentFilter } from './history';
import { deleteList, listLists, listUsers, saveList } from './lists';
import { storeMail } from './mail';
import { findDestinations } from './recipients';

export interface AnnounceServices {
  db: Db;
  clock: Clock;
  config: Config;
  jobs: Jobs;
  /** Tests pass their own; otherwise the adapter SMTP_URL chooses (the outbox when unset). */
  mail?: MailSender | undefined;
}

/** Announcement mail of spec 001 (§2, §3, §7): the three tabs' calls and the sending worker. */
export async function announceRoutes(app: FastifyInstance, s: AnnounceServices) {
  const { db, clock, config, jobs } = s;
  const mail = s.mail ?? createMailSender(config, db);
  app.addHook('onClose', async () => mail.close());
  await startDelivery(jobs, {
    db,
    clock,
    mail,
    domain: config.mailFrom.split('@')[1]!,
    retryLimit: config.mailRetry.limit,
    retryDelaySeconds: config.mailRetry.delaySeconds,
    log: app.log,
  });

  const reachable = (principal: Parameters<typeof requireReachableSchool>[1], code: string) =>
    requireReachableSchool(db, principal, code);

  route(app, endpoints.announceAuthor, async ({ principal }) => findAuthor(db, principal));
  route(app, endpoints.announceFrom, async ({ principal }) => ({
    announceFromResult: await listFroms(db, principal),
  }));
  route(app, endpoints.announceLists, async ({ principal }) => ({
    announceListResult: await listLists(db, principal),
  }));
  route(app, endpoints.announceListUsers, async ({ query, principal }) =>
    listUsers(db, principal, query.announceListId),
  );
  route(app, endpoints.announceListDelete, async ({ params, principal }) => {
    await deleteList(db, principal, params.announceListId);
    return { announceListId: params.announceListId };
  });
  route(app, endpoints.announceListSave, async ({ body, principal }) => ({
    announceListId: await saveList(db, clock, principal, body),
  }));
  route(app, endpoints.announceMail, async ({ body, principal }) =>
    storeMail({ db, clock, jobs }, principal, body),
  );
  route(app, endpoints.announceSendList, async ({ query, principal }) => {
    const { extendedSchoolCode, includeStaff, ...filter } = query;
    const school = await reachable(principal, extendedSchoolCode);
    return sendListOfDestinations(
      await findDestinations(db, { schoolId: school.id, ...filter }, includeStaff === true),
    );
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
