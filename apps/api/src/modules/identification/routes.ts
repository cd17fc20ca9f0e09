import type { FastifyInstance } from 'fastify';
import { endpoints, identificationBodyFor } from '@tayori/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/http';
import type { SmsSender } from '../../platform/sms';
import { checkIdentity } from './service';

export async function identificationRoutes(
  app: FastifyInstance,
  { db, clock, config, sms }: { db: Db; clock: Clock; config: Config; sms: SmsSender },
) {
  // The contract's rules, with "today" (birthday must be before it) taken from the server's clock.
  const endpoint = { ...endpoints.identityCheck, body: identificationBodyFor(() => clock.today()) };
  route(app, endpoint, async ({ params, body, req }) => ({
    successFlag: await checkIdentity(
      { db, clock, config, sms, log: req.log },
      { ...params, ...body, clientAddress: req.ip },
    ),
  }));
}
