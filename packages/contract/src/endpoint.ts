import type { z } from 'zod';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** The spec's path with `{name}` placeholders, e.g. `/api/v1/schools/notices/{id}`. */
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Who may call it (access.ts); the server's guard asks `isAllowed`. */
  access: Access;
  summary: string;
  /**
   * Error answers beyond those its kind always may give (400; 401 and 403 when signed in or
   * restricted; 403 for a missing XSRF token on writes; 404 with a path id): e.g. 409 for a stale
   * `seq`, 429 for a rate limit, 404 for a school or group out of reach named in the query or body.
   */
  errors?: readonly (404 | 409 | 429)[];
  /**
   * false: called by a service, not a browser (Amazon SNS posting mail events), which proves itself
   * by the signature its body carries (docs/decisions/delivery.md); no XSRF token is asked of it.
   */
  xsrf?: false;
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.infer<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
