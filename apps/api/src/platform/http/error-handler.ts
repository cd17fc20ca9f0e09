import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { messages } from '@tayori/contract';
import { ApiError, validationError } from './errors';
import { securityHeaderList, setSecurityHeaders } from './security-headers';

/** One place turns every failure into the error body of DESIGN.md §3; 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof ApiError) {
      if (err.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send(err.toBody());
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const v of err.validation) {
        const name = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
        fields[name] ??= v.message ?? messages.validation_incorrect;
      }
      return reply.status(400).send(validationError(fields).toBody());
    }
    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send(new ApiError('tooManyRequests', [messages.too_many_requests]).toBody());
    }
    if (
      err.statusCode &&
      err.statusCode >= 400 &&
      err.statusCode < 500 &&
      !isResponseSerializationError(err)
    ) {
      // Malformed JSON, wrong content type, body too large…: the caller's fault, said plainly.
      return reply
        .status(400)
        .send(new ApiError('validationError', [messages.validation_incorrect]).toBody());
    }
    req.log.error({ err }, 'request failed');
    return reply.status(500).send(new ApiError('serverError', [messages.server_error]).toBody());
  });
}

/**
 * Fastify's `frameworkErrors` option (set where the app is created). Fastify answers a URL it cannot
 * decode (FST_ERR_BAD_URL: `%zz`, `%u0000`, overlong UTF-8) or a path parameter longer than
 * maxParamLength (FST_ERR_MAX_PARAM_LENGTH, 414) itself, before any hook or the error handler, with
 * its own body echoing the path. This answers the error body of DESIGN.md §3 instead.
 */
export function frameworkErrorHandler(
  _err: FastifyError,
  req: FastifyRequest,
  reply: FastifyReply,
): void {
  setSecurityHeaders(req.raw, reply.raw);
  reply.status(400).send(new ApiError('validationError', [messages.validation_incorrect]).toBody());
}

const socketHeaders = securityHeaderList()
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Fastify's `clientErrorHandler` option. Requests Node's HTTP parser refuses (a header block over
 * its limit, Content-Length with Transfer-Encoding, a NUL in the request line) or that time out
 * never reach Fastify; its default answer is an English body without the security headers. This
 * writes the error body of DESIGN.md §3 and the same headers every other answer has.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const timeout = err.code === 'ERR_HTTP_REQUEST_TIMEOUT';
  const error = timeout
    ? new ApiError('requestTimeout', [messages.request_timeout])
    : err.code === 'HPE_HEADER_OVERFLOW'
      ? new ApiError('requestHeaderFieldsTooLarge', [messages.request_header_fields_too_large])
      : new ApiError('validationError', [messages.validation_incorrect]);
  const status = error.status;
  const body = JSON.stringify(error.toBody());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${socketHeaders}` +
      `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
      `connection: close\r\n\r\n${body}`,
  );
}
