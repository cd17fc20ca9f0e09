import { reachesEverySchool } from '@tayori/contract';
import type { Principal } from '../../platform/auth';

/**
 * Which schools a notice search covers (docs/decisions.md, "Staff notices"). Who may write notices
 * and which schools a role reaches are the contract's rules (`mayWriteNotices`,
 * `reachesEverySchool`), which the web asks too.
 */

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
