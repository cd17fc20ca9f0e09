import type { z } from 'zod';
import type { RoleType, UserType } from './enums';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. `public`: anyone, token optional. `signedIn`: any signed-in user whose
 * userType (and, for STAFF, roleType) is listed; omitted lists mean "any".
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn'; userTypes?: readonly UserType[]; staffRoles?: readonly RoleType[] };

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
  access: Access;
  summary: string;
  /**
   * Error answers beyond those its kind always may give (400; 401 and 403 when signed in or
   * restricted; 403 for a missing XSRF token on writes; 404 with a path id): e.g. 409 for a stale
   * `seq`, 429 for a rate limit, 404 for a school or group out of reach named in the query or body.
   */
  errors?: readonly (404 | 409 | 429)[];
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return e;
}

export const publicAccess: Access = { kind: 'public' };
export const anySignedIn: Access = { kind: 'signedIn' };
export const only = (...userTypes: UserType[]): Access => ({ kind: 'signedIn', userTypes });
export const staffWith = (...staffRoles: RoleType[]): Access => ({
  kind: 'signedIn',
  userTypes: ['STAFF'],
  staffRoles,
});

/** Whether a principal passes an endpoint's access rule. Used by the server's role guard. */
export function isAllowed(
  access: Access,
  principal: { userType: UserType; roleType: RoleType | null } | null,
): boolean {
  if (access.kind === 'public') return true;
  if (!principal) return false;
  if (access.userTypes && !access.userTypes.includes(principal.userType)) return false;
  if (access.staffRoles && principal.userType === 'STAFF') {
    return principal.roleType !== null && access.staffRoles.includes(principal.roleType);
  }
  return true;
}

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.infer<P> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
export type BodyOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.infer<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.infer<R> : never;
