import type { RoleType, UserType } from './enums';

/**
 * Who may do something: call an endpoint (the API's guard), open a screen (the web's route
 * guard), use an ability. Both sides ask `isAllowed` with the same rule, so a screen never lets
 * someone in whom its calls then refuse. Loads no zod (the web's route table imports it).
 */

/**
 * `public`: anyone, token optional. `signedIn`: any signed-in user whose userType (and, for STAFF,
 * roleType) is listed; omitted lists mean "any".
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'signedIn'; userTypes?: readonly UserType[]; staffRoles?: readonly RoleType[] };

/** What an access rule looks at: the signed-in user's types, from the database (/api/v1/me). */
export interface AccessSubject {
  userType: UserType;
  roleType: RoleType | null;
}

export const publicAccess: Access = { kind: 'public' };
export const anySignedIn: Access = { kind: 'signedIn' };
export const only = (...userTypes: UserType[]): Access => ({ kind: 'signedIn', userTypes });
export const staffWith = (...staffRoles: readonly RoleType[]): Access => ({
  kind: 'signedIn',
  userTypes: ['STAFF'],
  staffRoles,
});

/** Whether a principal (null: signed out) passes an access rule. */
export function isAllowed(access: Access, principal: AccessSubject | null | undefined): boolean {
  if (access.kind === 'public') return true;
  if (!principal) return false;
  if (access.userTypes && !access.userTypes.includes(principal.userType)) return false;
  if (access.staffRoles && principal.userType === 'STAFF') {
    return principal.roleType !== null && access.staffRoles.includes(principal.roleType);
  }
  return true;
}
