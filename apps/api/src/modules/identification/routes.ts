import type { FastifyInstance } from 'fastify';
import { endpoints, identificationBodyFor, messages } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { CredentialsPort } from '../../platform/credentials/port';
import { forbidden } from '../../platform/http/errors';
import { route } from '../../platform/http/http';
import type { SmsSender } from '../../platform/sms/port';
import { checkIdentity } from './service';

export async function identificationRoutes(
  app: FastifyInstance,
  {
    db,
    clock,
    config,
    sms,
    credentials,
  }: { db: Db; clock: Clock; config: Config; sms: SmsSender; credentials: CredentialsPort | null },
) {
  // The contract's rules, with "today" (birthday must be before it) taken from the server's clock.
  const endpoint = { ...endpoints.identityCheck, body: identificationBodyFor(() => clock.today()) };
  route(app, endpoint, async ({ params, body, req }) => {
    // An issuer without a credentials API: nothing is looked up, counted or sent; the answer says
    // where sign-in details come from (the identification page says it before anyone types).
    if (!credentials) throw forbidden(messages.identity_check_external_provider);
    return {
      successFlag: await checkIdentity(
        { db, clock, config, sms, credentials, log: req.log },
        { ...params, ...body, clientAddress: req.ip },
      ),
    };
  });
}
