import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One header policy for every answer: routes (securityHeaders) and Fastify's own errors. */
export const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // MUI (emotion) injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // Every resource is same-origin already; upgrading would break a demo served over plain
      // HTTP on a school network address (browsers exempt only localhost).
      upgradeInsecureRequests: null,
    } as Record<string, string[] | null>,
  },
};

const applyHeaders = helmet(helmetOptions);

/** The policy's headers as name–value pairs, for answers written straight to a socket. */
export function securityHeaderList(): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  applyHeaders({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
}

/** Sets the policy's headers on a raw response, for answers no Fastify hook runs before. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  applyHeaders(req, res, () => {});
}

/**
 * The policy with more origins the SPA may fetch from (connect-src): an external issuer's, for
 * oidc-client-ts's discovery and token requests. Built once per list (the list changes at most
 * once, when the issuer's discovery document arrives).
 */
function headersConnectingTo(origins: readonly string[]) {
  const key = origins.join(' ');
  let applied = withOrigins.get(key);
  if (!applied) {
    const directives = helmetOptions.contentSecurityPolicy.directives;
    applied = helmet({
      contentSecurityPolicy: {
        directives: { ...directives, connectSrc: ["'self'", ...origins] },
      },
    });
    withOrigins.set(key, applied);
  }
  return applied;
}
const withOrigins = new Map<string, ReturnType<typeof helmet>>();

/**
 * The headers on every answer, from one helmet middleware built here. (@fastify/helmet builds a new
 * one, parsing the policy again, on every request: 2% of a hot read's CPU.) `connectTo` names the
 * origins beyond this one that the SPA fetches from (an external issuer's), asked on every answer.
 */
export function securityHeaders(
  app: FastifyInstance,
  opts: { connectTo?: () => readonly string[] } = {},
): void {
  app.addHook('onRequest', (req, reply, done) => {
    const origins = opts.connectTo?.() ?? [];
    if (origins.length === 0) setSecurityHeaders(req.raw, reply.raw);
    else headersConnectingTo(origins)(req.raw, reply.raw, () => {});
    // API answers are one person's data (notices, profile, read status): never kept by a cache.
    if (req.url.startsWith('/api/v1/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
