import type { FastifyInstance } from 'fastify';
import type { JWK } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from './clock';

// PLACEHOLDER — the IdP helper implements this: builds the AccountPort on the users table,
// calls createIdp and registers its plugin under /idp.
export async function mountIdp(
  _app: FastifyInstance,
  _deps: { config: Config; db: Db; clock: Clock },
): Promise<{ jwks: { keys: JWK[] } }> {
  throw new Error('not implemented yet');
}
