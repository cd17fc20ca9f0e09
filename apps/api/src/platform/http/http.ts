import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  hasUnstorableCharacters,
  isAllowed,
  messages,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@tayori/contract';
import { forbidden, unauthorized, validationError } from './errors';
import type { Principal } from '../identity/auth';
import { responsesOf, securityOf } from './openapi';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the ID token; null when the call carries no token. */
    principal: Principal | null;
    /** Why a valid token's user was refused, said to them (an external issuer's token without the second factor required). */
    principalRefusal?: string;
  }
}

export interface Call<E extends Endpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** Present whenever the endpoint is not public. */
  principal: Principal;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** `/a/{id}/b` → `/a/:id/b` */
export const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers one contract endpoint: its schemas validate the request and shape the answer, and its
 * access rule is checked before the handler runs. The handler only sees validated input.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: Call<E>) => Promise<ResponseOf<E>>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    schema: {
      summary: endpoint.summary,
      ...(endpoint.params ? { params: endpoint.params as z.ZodType } : {}),
      ...(endpoint.query ? { querystring: endpoint.query as z.ZodType } : {}),
      ...(endpoint.body ? { body: endpoint.body as z.ZodType } : {}),
      response: responsesOf(endpoint) as Record<number, z.ZodType>,
      security: securityOf(endpoint),
    },
    // A service's endpoint (the contract's `xsrf: false`) is let through by the XSRF check.
    ...(endpoint.xsrf === false ? { config: { xsrf: false } } : {}),
    // The guard runs before validation so that a caller without rights learns nothing from it.
    // A callback, not a promise: authenticate answers at once for a remembered caller.
    onRequest: (req, _reply, done) => {
      const guard = () => done(refusalOf(endpoint, req.principal, req.principalRefusal));
      const pending = req.server.authenticate(req);
      if (pending) pending.then(guard, done);
      else guard();
    },
    // PostgreSQL text cannot hold U+0000, and its JSON refuses a lone surrogate (the audit log's
    // detail): a string carrying either is refused here, or the query fails (500). The field says
    // which characters, as the text rules do for the other control characters.
    // Synchronous (a callback, not a promise): it runs on every call.
    preValidation: (req, _reply, done) => {
      const where =
        unstorablePath(req.params, '') ??
        unstorablePath(req.query, '') ??
        unstorablePath(req.body, '');
      done(
        where === null
          ? undefined
          : validationError({ [where || 'request']: messages.forbidden_characters }),
      );
    },
    handler: async (req, reply) =>
      handler({
        params: req.params as ParamsOf<E>,
        query: req.query as QueryOf<E>,
        body: req.body as BodyOf<E>,
        principal: req.principal as Principal,
        req,
        reply,
      }),
  });
}

/** Why the caller may not call the endpoint (401 or 403), or undefined when it may. */
function refusalOf(endpoint: Endpoint, principal: Principal | null, why?: string) {
  if (endpoint.access.kind === 'public') return undefined;
  if (!principal) return unauthorized(why);
  return isAllowed(endpoint.access, principal) ? undefined : forbidden();
}

/** The dotted path of the first string (value or key) PostgreSQL cannot store, or null. */
function unstorablePath(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasUnstorableCharacters(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [key, v] of Object.entries(value)) {
    const p = path ? `${path}.${key}` : key;
    if (hasUnstorableCharacters(key)) return p;
    const found = unstorablePath(v, p, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
