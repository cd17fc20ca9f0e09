import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import { getProfile, updateJid } from './service';

/** The caller's own profile (spec 001): read by everyone, the JID edited by STAFF. */
export async function profileRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  route(app, endpoints.profile, ({ principal }) => getProfile(db, principal.userId));
  route(app, endpoints.profileUpdate, ({ principal, body }) =>
    updateJid(db, principal.userId, body, clock.now()),
  );
}
