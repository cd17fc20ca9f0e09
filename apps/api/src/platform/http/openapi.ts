import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ErrorBody, type Endpoint } from '@tayori/contract';

/** OpenAPI security schemes (DESIGN §4): the ID token as a bearer token, and the XSRF header. */
export const securitySchemes = {
  idToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: "The identity provider's ID token (not an access token).",
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-XSRF-TOKEN',
    description:
      'The XSRF-TOKEN cookie any API answer sets (GET /api/v1/start first), echoed on every POST, PUT, PATCH and DELETE.',
  },
} as const;

const isWrite = (e: Endpoint) => e.method !== 'GET';

/** What a call of `e` must carry: the ID token unless public, the XSRF header on writes. */
export function securityOf(e: Endpoint): Record<string, string[]>[] {
  const needs = {
    ...(e.access.kind === 'public' ? {} : { idToken: [] }),
    ...(isWrite(e) && e.xsrf !== false ? { xsrf: [] } : {}),
  };
  return Object.keys(needs).length > 0 ? [needs] : [];
}

/**
 * The error answers `e` may give, each with the error body: 400 always (a malformed request); 401
 * unless public; 403 for a role it does not allow or a write without the XSRF token; 404 when the
 * path names a row; and the endpoint's own (409, 429, 404 for a reference in the query or body).
 */
export function errorStatusesOf(e: Endpoint): number[] {
  const restricted = e.access.kind === 'signedIn' && !!(e.access.userTypes || e.access.staffRoles);
  const statuses = new Set<number>([400, ...(e.errors ?? [])]);
  if (e.access.kind !== 'public') statuses.add(401);
  if (restricted || isWrite(e)) statuses.add(403);
  if (/\{\w+\}/.test(e.path)) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** The route's response schemas: the answer, and the error body under each error status. */
export function responsesOf(e: Endpoint) {
  return {
    200: e.response,
    ...Object.fromEntries(errorStatusesOf(e).map((status) => [status, ErrorBody])),
  };
}

/** What each answer means, as the OpenAPI document says it (instead of "Default Response"). */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success: the answer below.',
  400: "validationError: the request breaks a rule of the contract; `fields` names each field with the spec's message.",
  401: 'unauthorized: no ID token, or one expired, forged or of another issuer.',
  403: "forbidden: the caller's user type or role may not call this, a write came without the XSRF header, or (ACCOUNT_ALLOWED_NETWORKS) the caller is outside the school's networks.",
  404: "notFound: what the path, query or body names does not exist or is out of the caller's reach.",
  409: "conflict: the row changed since it was read (a stale seq), or the write would pass a limit (the school's A3 licences).",
  429: 'tooManyRequests: too many attempts from this caller or address for now; Retry-After says when to try again.',
};

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/** A swagger transform that also describes each response of the route by its status. */
export function describingResponses(transform: Transform): Transform {
  return (args) => {
    const out = transform(args);
    const response = (out.schema as { response?: Record<string, object> } | undefined)?.response;
    if (response)
      for (const [status, schema] of Object.entries(response))
        response[status] = { description: RESPONSE_DESCRIPTIONS[status] ?? 'Error.', ...schema };
    return out;
  };
}
