import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import { route } from '../../platform/http/http';
import { searchStaffEmailAddresses } from './service';

/** Staff e-mail address search (spec 001 §2, §7: GET /api/v1/staff/email-address). */
export async function staffEmailRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(app, endpoints.staffEmailAddressSearch, ({ principal, query }) =>
    searchStaffEmailAddresses(db, principal, query),
  );
}
