import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Small HTTP helpers of the IdP's own pages, so the package needs no Fastify plugins of its own. */

export type Form = Record<string, string>;

/** application/x-www-form-urlencoded bodies as a flat record (the first value of each name). */
export function addFormParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      const form: Form = {};
      for (const [k, v] of new URLSearchParams(body as string)) if (!(k in form)) form[k] = v;
      done(null, form);
    },
  );
}

export function formOf(req: FastifyRequest): Form {
  return (req.body && typeof req.body === 'object' ? req.body : {}) as Form;
}

export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * The status of a refused sign-in: 429 with Retry-After in seconds (RFC 9110 §10.2.3) when it is
 * refused for a while (a lock, the address limit), else 401.
 */
export function refusedStatus(
  reply: FastifyReply,
  result: { reason: string; retryAfterSeconds?: number },
): number {
  if (!result.retryAfterSeconds) return 401;
  reply.header('retry-after', String(result.retryAfterSeconds));
  return 429;
}

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  opts: { path: string; secure: boolean; maxAge: number },
): void {
  const cookie = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${opts.path}`,
    `Max-Age=${opts.maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
  const existing = reply.getHeader('set-cookie');
  const list =
    existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...list, cookie]);
}

export function randomToken(): string {
  return randomBytes(24).toString('base64url');
}

export function sameString(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A form POST from another site is refused when the browser says so (Origin / Sec-Fetch-Site). */
export function crossSite(req: FastifyRequest, publicUrl: string): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = req.headers.origin;
  return typeof origin === 'string' && origin !== 'null' && origin !== new URL(publicUrl).origin;
}

/** HMAC-signed, expiring JSON: state carried through a form without storing it. */
export function signToken(
  secret: string,
  payload: Record<string, unknown>,
  ttlMs: number,
  now: number,
): string {
  const body = Buffer.from(JSON.stringify({ ...payload, exp: now + ttlMs })).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function verifyToken<T extends Record<string, unknown>>(
  secret: string,
  token: string,
  now: number,
): T | null {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  if (!sameString(mac, createHmac('sha256', secret).update(body).digest('base64url'))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as T & { exp: number };
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

/** A form field's JSON (a WebAuthn response), or null when it is missing or not JSON. */
export function parsedJson<T>(json: string | undefined): T | null {
  try {
    return json ? (JSON.parse(json) as T) : null;
  } catch {
    return null;
  }
}
