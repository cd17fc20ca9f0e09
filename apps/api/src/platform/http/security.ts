import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@tayori/contract';
import type {
  Principal,
  PrincipalLookup,
  PrincipalRefusal,
  TokenVerifier,
  VerifiedIdentity,
} from '../identity/auth';
import { ApiError, forbidden } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: a service's endpoint that proves itself by a signature (contract `xsrf: false`). */
    xsrf?: false;
  }
  interface FastifyInstance {
    /**
     * Sets req.principal from the Authorization header (null without a valid token of an active
     * user); a promise only when the token or its user is not remembered. Never throws: the route's
     * guard decides.
     */
    authenticate(req: FastifyRequest): Promise<void> | undefined;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit XSRF: every API answer sets the cookie if missing; every unsafe API call must echo
 * it in X-XSRF-TOKEN.
 */
export const xsrf = fp(async (app: FastifyInstance, opts: { secure: boolean }) => {
  // Synchronous (a callback, not a promise): it runs on every call.
  app.addHook('onRequest', (req, reply, done) => {
    // A service's route (the contract's `xsrf: false`) has no browser to hold the cookie. Only the
    // route the contract marks: an unmatched path still asks for the token.
    if (!isApiCall(req) || req.routeOptions.config.xsrf === false) return done();
    const cookie = req.cookies[XSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: opts.secure,
        httpOnly: false,
      });
    }
    if (SAFE.has(req.method)) return done();
    const header = req.headers[XSRF_HEADER];
    const matches = !!cookie && typeof header === 'string' && sameToken(cookie, header);
    done(matches ? undefined : forbidden(messages.xsrf_mismatch));
  });
});

/**
 * An API call by the route it matched, not only by the raw target: the router also matches
 * `/%61pi/v1/…` and absolute-form targets (`PATCH http://host/api/v1/users`), which would
 * otherwise skip the check.
 */
function isApiCall(req: FastifyRequest): boolean {
  return req.url.startsWith('/api/') || (req.routeOptions.url?.startsWith('/api/') ?? false);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const authentication = fp(
  async (
    app: FastifyInstance,
    opts: { principals: PrincipalLookup; verifier: TokenVerifier; refuse?: PrincipalRefusal },
  ) => {
    app.decorateRequest('principal', null);
    const refuse = opts.refuse;
    /** The principal, unless the token does not show what its user's sign-in must (refuse). */
    const admit = (
      req: FastifyRequest,
      identity: VerifiedIdentity,
      principal: Principal | null,
    ) => {
      const why = principal && refuse?.(identity, principal);
      req.principal = why ? null : principal;
      if (why) req.principalRefusal = why;
    };
    const lookUp = async (req: FastifyRequest, token: string) => {
      const identity = await opts.verifier.verify(token).catch(() => null);
      if (identity) admit(req, identity, await opts.principals.find(identity));
      else req.principal = null;
    };
    app.decorate('authenticate', (req: FastifyRequest) => {
      const header = req.headers.authorization;
      const token = header && /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header)?.[1];
      if (!token) return;
      // Nearly every call carries a token verified before, of a user looked up before: answered
      // here without a promise (the async path is four turns of the microtask queue a call).
      const identity = opts.verifier.remembered(token);
      const principal = identity && opts.principals.remembered(identity);
      if (principal) admit(req, identity, principal);
      else return lookUp(req, token);
    });
  },
);

export { ApiError };
