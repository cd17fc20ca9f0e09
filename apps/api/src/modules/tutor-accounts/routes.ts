import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { AccountRouteDeps } from '../../domain/accounts/write';
import { csvStream, sendCsv } from '../../platform/csv';
import { route } from '../../platform/http/http';
import { requireStatusChoice } from '../../domain/accounts/status-choices';
import { updateTutor } from './commands';
import { TUTOR_CSV_FILE_NAME, tutorCsvBatches, tutorCsvColumns } from './export';
import { getTutorDetail, searchTutors } from './service';

/** Tutor accounts of spec 001 (§2 "Tutor search and detail", §3, §5, §7): search, CSV, detail, edit. */
export async function tutorAccountRoutes(
  app: FastifyInstance,
  { db, clock, principals, passwordsIssued }: AccountRouteDeps,
) {
  route(app, endpoints.tutorSearch, async ({ query, principal }) => {
    requireStatusChoice(principal, query.userStatusType);
    return searchTutors(db, principal, query);
  });
  route(app, endpoints.tutorCsv, async ({ query, principal, reply }) => {
    requireStatusChoice(principal, query.userStatusType);
    return sendCsv(
      reply,
      TUTOR_CSV_FILE_NAME,
      csvStream(tutorCsvColumns, await tutorCsvBatches(db, principal, query)),
    );
  });
  route(app, endpoints.tutorDetail, async ({ params, principal }) =>
    getTutorDetail(db, principal, params.id, { passwordsIssued }),
  );
  route(app, endpoints.tutorUpdate, async ({ params, body, principal }) => {
    await updateTutor({ db, clock, principal, principals }, params.id, body);
    return getTutorDetail(db, principal, params.id, { passwordsIssued });
  });
}
