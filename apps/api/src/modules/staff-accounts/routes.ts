import type { FastifyInstance } from 'fastify';
import { endpoints, messages } from '@tayori/contract';
import type { AccountRouteDeps } from '../../domain/accounts/write';
import { csvStream, sendCsv } from '../../platform/csv';
import { validationError } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import { requireStatusChoice } from '../../domain/accounts/status-choices';
import { createStaff, updateStaff } from './commands';
import { getStaffDetail } from './detail';
import { STAFF_CSV_FILE_NAME, staffCsvBatches, staffCsvColumns } from './export';
import { findStaffFilter, searchStaff } from './service';
import { secondFactorRoutes, type SecondFactorDeps } from './second-factors';

/** Spec 001 §4: a role is only for STAFF; asked of another type, the search would find no one. */
function requireRoleOnlyForStaff(query: { userType?: string | null; roleType?: string | null }) {
  if (query.roleType && query.userType && query.userType !== 'STAFF')
    throw validationError({ roleType: messages.choice_invalid });
}

/** Staff, other and tutor accounts of spec 001 (§2, §3, §5, §7): filter, search, detail, edit, registration. */
export async function staffAccountRoutes(
  app: FastifyInstance,
  deps: AccountRouteDeps & SecondFactorDeps,
) {
  const { db, clock, principals, passwordsIssued } = deps;
  route(app, endpoints.staffFilter, async () => findStaffFilter(db));
  route(app, endpoints.staffSearch, async ({ query, principal }) => {
    requireStatusChoice(principal, query.userStatusType);
    requireRoleOnlyForStaff(query);
    return searchStaff(db, principal, query);
  });
  route(app, endpoints.staffCsv, async ({ query, principal, reply }) => {
    requireStatusChoice(principal, query.userStatusType);
    requireRoleOnlyForStaff(query);
    return sendCsv(
      reply,
      STAFF_CSV_FILE_NAME,
      csvStream(staffCsvColumns, staffCsvBatches(db, query)),
    );
  });
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
  await secondFactorRoutes(app, deps);
}
