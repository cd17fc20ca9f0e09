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

/** The policy's headers as an object, built once: helmet's are the same for every request. */
const policyHeaders = Object.fromEntries(securityHeaderList());

/**
 * The headers on every answer, computed once from the helmet policy: set on the reply (Fastify
 * writes them with its own at writeHead), not on the raw response one by one through a chain of
 * helmet middlewares on every request (@fastify/helmet even builds the chain again per request).
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(policyHeaders);
    // API answers are one person's data (notices, profile, read status): never kept by a cache.
    if (req.url.startsWith('/api/v1/')) reply.header('cache-control', 'no-store');
    done();
  });
}
