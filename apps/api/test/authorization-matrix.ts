import type { EndpointName } from '@tayori/contract';

/** The principals of DESIGN §8: anonymous, each userType, and STAFF with each roleType. */
export const principals = [
  'anonymous',
  'STUDENT',
  'TUTOR',
  'OTHER',
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'VISTA_VIEWER',
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
] as const;
export type PrincipalName = (typeof principals)[number];

const STAFF = ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'VISTA_VIEWER', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER'] as const;
const SIGNED_IN = ['STUDENT', 'TUTOR', 'OTHER', ...STAFF] as const;
const EVERYONE = principals;

/**
 * Who may call each endpoint, written from the specs' role tables independently of the contract's
 * access rules. A contract endpoint without a row here is a type error and a failing test.
 */
export const authorizationMatrix: Record<EndpointName, readonly PrincipalName[]> = {
  me: SIGNED_IN,
  start: EVERYONE,
  areas: EVERYONE,
  schools: EVERYONE,
  schoolGroups: STAFF,
};
