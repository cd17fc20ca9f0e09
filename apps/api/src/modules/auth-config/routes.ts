import type { FastifyInstance } from 'fastify';
import { endpoints, type AuthConfig } from '@tayori/contract';
import type { Config } from '../../config';
import { route } from '../../platform/http/http';

/** What the SPA needs to sign in, from the configuration (nothing of it is built into the SPA). */
export function authConfigOf(config: Config): AuthConfig {
  return {
    authority: config.oidc.issuer,
    clientId: config.oidc.clientId,
    scope: config.oidc.scope,
    changePasswordUrl: config.oidc.changePasswordUrl,
    identityCheck: config.credentials.provider !== 'none',
  };
}

export async function authConfigRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const answer = authConfigOf(config);
  route(app, endpoints.authConfig, async () => answer);
}
