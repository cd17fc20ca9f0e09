import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import { findContactability } from './contactability';
import { releaseSuppression } from './release';

/** Who the portal reaches (docs/decisions/delivery.md): the contactability board's call. */
export async function deliveryRoutes(app: FastifyInstance, s: { db: Db; clock: Clock }) {
  route(app, endpoints.contactability, async ({ params, principal }) =>
    findContactability(s.db, principal, params.extendedSchoolCode, s.clock),
  );
  route(app, endpoints.contactabilityRelease, async ({ params, body, principal }) =>
    releaseSuppression(s.db, principal, params.extendedSchoolCode, body.userId),
  );
}
