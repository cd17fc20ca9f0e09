import type { FastifyInstance } from 'fastify';
import { endpoints } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http/http';
import { secondFactorRequired } from '../../platform/identity/assurance';
import { listedSecondFactors } from '../../platform/identity/bundled-idp';
import { getProfile, updateJid } from './service';

/**
 * The caller's own profile (spec 001): read by everyone, the JID edited by STAFF; and their own
 * second factors (docs/decisions/second-factors.md), managed on the bundled IdP's page.
 */
export async function profileRoutes(
  app: FastifyInstance,
  { db, clock, config }: { db: Db; clock: Clock; config: Config },
) {
  route(app, endpoints.profile, ({ principal }) => getProfile(db, principal.userId));
  route(app, endpoints.profileUpdate, ({ principal, body }) =>
    updateJid(db, principal.userId, body, clock.now()),
  );
  route(app, endpoints.profileSecondFactors, async ({ principal }) => ({
    factors: await listedSecondFactors(db, config.oidc.bundled, principal.userId),
    required: secondFactorRequired(config.secondFactor.roles, principal),
    abilities: { manage: config.oidc.bundled },
  }));
}
