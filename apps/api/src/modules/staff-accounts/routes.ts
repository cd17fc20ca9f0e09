import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { AccountRouteDeps } from '../../platform/account-write';
import { csvStream, sendCsv } from '../../platform/csv';
import { route } from '../../platform/http';
import { createStaff, updateStaff } from './commands';
import { getStaffDetail } from './detail';
import { STAFF_CSV_FILE_NAME, staffCsvBatches, staffCsvColumns } from './export';
import { findStaffFilter, searchStaff } from './service';

/** Staff, other and tutor accounts of spec 001 (§2, §3, §5, §7): filter, search, detail, edit, registration. */
export async function staffAccountRoutes(
  app: FastifyInstance,
  { db, clock, principals, passwordsIssued }: AccountRouteDeps,
) {
  route(app, endpoints.staffFilter, async () => findStaffFilter(db));
  route(app, endpoints.staffSearch, async ({ query, principal }) =>
    searchStaff(db, principal, query),
  );
  route(app, endpoints.staffCsv, async ({ query, reply }) =>
    sendCsv(reply, STAFF_CSV_FILE_NAME, csvStream(staffCsvColumns, staffCsvBatches(db, query))),
  );
  route(app, endpoints.staffDetail, async ({ params, principal }) =>
    getStaffDetail(db, principal, params.id, { passwordsIssued }),
  );
  route(app, endpoints.staffUpdate, async ({ params, body, principal }) => {
    await updateStaff({ db, clock, principal, principals }, params.id, body);
    return getStaffDetail(db, principal, params.id, { passwordsIssued });
  });
  route(app, endpoints.staffCreate, async ({ body, principal }) =>
    createStaff({ db, clock, principal, principals }, body),
  );
}
