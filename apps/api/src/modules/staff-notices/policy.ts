import { noticeWriterRoles } from '@tayori/contract';
import type { Principal } from '../../platform/auth';
import { reachesEverySchool } from '../../platform/school-reach';

/**
 * Who may change notices and which schools a notice search covers (docs/decisions/staff-notices.md).
 * Which schools a role reaches is the portal's rule (platform/school-reach.ts).
 */

/** Viewers read only (the guard enforces it too). */
export const mayWriteNotices = (p: Principal) =>
  p.roleType !== null && noticeWriterRoles.includes(p.roleType);

/**
 * Which schools a search covers: the schools of a SCHOOL_* caller's school groups, one school, or
 * none. Passed to the search as data (not a condition) so its SQL is one prepared statement per shape.
 */
export type SchoolScope = { schoolGroupsOf: string } | { schoolId: number } | null;

/**
 * The plain search (`/notice-search`): SCHOOL_* search every school of their school groups;
 * SYSTEM_ADMINISTRATOR and VISTA_* their own account's school (other schools through the
 * administrator version).
 */
export const homeSchools = (p: Principal): SchoolScope => {
  if (!reachesEverySchool(p)) return { schoolGroupsOf: p.userId };
  return p.schoolId === null ? null : { schoolId: p.schoolId };
};
