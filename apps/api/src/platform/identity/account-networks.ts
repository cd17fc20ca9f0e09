import type { FastifyInstance } from 'fastify';
import { endpoints, NOT_ALLOWED_IP_MESSAGE, type EndpointName } from '@tayori/contract';
import { forbidden } from '../http/errors';
import { toFastifyPath } from '../http/http';
import { networkMatcher } from './networks';

/**
 * Spec 001 §8: account information may be kept to the school's networks; a call from elsewhere
 * answers 403 with the first message 'not allowed IP address', which the screens say as "account
 * information cannot be viewed from outside the school". Off unless ACCOUNT_ALLOWED_NETWORKS
 * lists networks (docs/operations.md, docs/decisions/staff-accounts.md).
 */

/** The calls that show or change account information: the student, staff and tutor accounts. */
export const accountInformationEndpoints: readonly EndpointName[] = (
  Object.keys(endpoints) as EndpointName[]
)
  .filter((name) => /^(student|staff|tutor)(Search|Csv|Detail|Update|Create|Filter)$/.test(name))
  .concat(['temporaryPassword']);

/** Refuses the account information calls from outside `networks` (none listed: no check). */
export function guardAccountNetworks(app: FastifyInstance, networks: readonly string[]) {
  if (networks.length === 0) return;
  const inNetworks = networkMatcher(networks);
  const guarded = new Set(
    accountInformationEndpoints.map((name) => {
      const { method, path } = endpoints[name];
      return `${method} ${toFastifyPath(path)}`;
    }),
  );
  app.addHook('onRequest', async (req) => {
    if (!guarded.has(`${req.method} ${req.routeOptions.url}`)) return;
    if (!inNetworks(req.ip)) throw forbidden(NOT_ALLOWED_IP_MESSAGE);
  });
}
