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
 * The headers on every answer, from one helmet middleware built here. (@fastify/helmet builds a new
 * one, parsing the policy again, on every request: 2% of a hot read's CPU.)
 */
export function securityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    setSecurityHeaders(req.raw, reply.raw);
    // API answers are one person's data (notices, profile, read status): never kept by a cache.
    if (req.url.startsWith('/api/v1/')) reply.raw.setHeader('cache-control', 'no-store');
    done();
  });
}
