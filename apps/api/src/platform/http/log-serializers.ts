/** What the portal's logs keep of a request and of an error (Fastify's pino serializers). */
import { DrizzleQueryError } from 'drizzle-orm';

/**
 * Error logs keep the message and stack, never the SQL parameters a failed query carried: drizzle
 * writes them into its message (and so into the stack), and they can be a phone number or a
 * password hash. The database's own error is named by its code only (its text can quote a value).
 */
export function serializeError(err: Error & { code?: string; statusCode?: number }) {
  const message = err instanceof DrizzleQueryError ? `Failed query: ${err.query}` : err.message;
  const causeCode = (err.cause as { code?: unknown } | undefined)?.code;
  return {
    type: err.name,
    message,
    stack: (err.stack ?? '').replace(err.message, message),
    ...(err.code ? { code: err.code } : {}),
    ...(typeof causeCode === 'string' ? { causeCode } : {}),
    ...(err.statusCode ? { statusCode: err.statusCode } : {}),
  };
}

/** Request logs carry the path only: query strings may hold codes or other secrets, headers tokens. */
export function serializeRequest(req: { method: string; url: string; ip?: string; id?: string }) {
  return { method: req.method, path: req.url.split('?')[0], remoteAddress: req.ip, reqId: req.id };
}
