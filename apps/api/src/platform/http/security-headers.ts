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
      // The service worker (/sw.js) and the web app manifest: this origin only. Without them a
      // worker would fall back on script-src, which lets in the chatbot's origin.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
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

/** The headers a helmet middleware sets, as name–value pairs. */
function headersOf(middleware: ReturnType<typeof helmet>): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ headers: {} } as IncomingMessage, res as unknown as ServerResponse, () => {});
  return [...headers];
}

/** The policy's headers as name–value pairs, for answers written straight to a socket. */
export function securityHeaderList(): [string, string][] {
  return headersOf(applyHeaders);
}

/** Sets the policy's headers on a raw response, for answers no Fastify hook runs before. */
export function setSecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
  applyHeaders(req, res, () => {});
}

/**
 * The headers of the policy with more origins: `connect` the SPA may fetch from (an external
 * issuer's, for oidc-client-ts's discovery and token requests; the chatbot's service) and `script`
 * it may load scripts from (the chatbot's widget, CHATBOT_SCRIPT_URL). Computed once per list (they
 * change at most once, when the issuer's discovery document arrives): helmet's headers are the same
 * for every request.
 */
function headersWithOrigins(connect: readonly string[], script: readonly string[]) {
  const key = `${connect.join(' ')}|${script.join(' ')}`;
  let headers = withOrigins.get(key);
  if (!headers) {
    const directives = helmetOptions.contentSecurityPolicy.directives;
    const csp = {
      directives: {
        ...directives,
        connectSrc: ["'self'", ...connect],
        scriptSrc: ["'self'", ...script],
      },
    };
    headers = Object.fromEntries(headersOf(helmet({ contentSecurityPolicy: csp })));
    withOrigins.set(key, headers);
  }
  return headers;
}
const withOrigins = new Map<string, Record<string, string>>();

/**
 * The headers of a JSON answer of the API (OWASP's REST Security Cheat Sheet): it is never a
 * document, so it loads nothing (`default-src 'none'`), is framed by nobody, read by no other
 * origin and kept by no cache (API answers are one person's data: notices, profile, read status).
 * Documents (the SPA, the IdP's pages, /api/docs) get helmet's whole policy. About 450 bytes and
 * seven headers fewer on every call, each one checked and written by Node (docs/performance.md).
 */
export const apiAnswerHeaders: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; object-src 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
};

/** A JSON answer of the API, however the path is spelled (the router matches `//api/v1/…` too). */
export const isApiAnswer = (url: string) => /^\/+api\/v1\//i.test(url);

/**
 * The headers on every answer, computed once and set on the reply (Fastify writes them with its
 * own at writeHead), not on the raw response through a chain of helmet middlewares on every
 * request (@fastify/helmet even builds the chain again per request). `connectTo` names the origins
 * beyond this one that the SPA fetches from (an external issuer's), asked for every document;
 * `scriptsFrom` the origins beyond this one it loads scripts from (the chatbot's), which also join
 * connect-src (a chat widget talks to its own service).
 */
export function securityHeaders(
  app: FastifyInstance,
  opts: { connectTo?: () => readonly string[]; scriptsFrom?: readonly string[] } = {},
): void {
  const scripts = opts.scriptsFrom ?? [];
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(
      isApiAnswer(req.url)
        ? apiAnswerHeaders
        : headersWithOrigins([...(opts.connectTo?.() ?? []), ...scripts], scripts),
    );
    done();
  });
}
