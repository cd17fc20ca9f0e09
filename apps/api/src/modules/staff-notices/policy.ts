import {
  isAllowed,
  reachesEverySchool,
  staffNoticeEndpoints,
  type Endpoint,
  type StaffNoticeAbilities,
} from '@tayori/contract';
import type { Principal } from '../../platform/identity/auth';

/**
 * The staff-notice rules (docs/decisions/staff-notices.md): what a caller may do with a notice,
 * and which schools a notice search covers. Who may write and which schools a role reaches are
 * the contract's rules (`mayWriteNotices`, `reachesEverySchool`), which the web asks too.
 */

/** An ability is the access rule of the call that uses it, so a shown button never fails on it. */
const mayCall = (endpoint: Endpoint) => (p: Principal) => isAllowed(endpoint.access, p);

const abilityRules: Record<keyof StaffNoticeAbilities, (p: Principal) => boolean> = {
  edit: mayCall(staffNoticeEndpoints.staffNoticeUpdate),
  delete: mayCall(staffNoticeEndpoints.staffNoticeDelete),
  copy: mayCall(staffNoticeEndpoints.staffNoticeCreate),
  readStatus: mayCall(staffNoticeEndpoints.staffNoticeReadStatus),
};

/**
 * What `p` may do with a notice they can see (the reach check has found it already), sent with
 * the notice's detail (spec 000 §2's buttons; the web only reads these).
 */
export const noticeAbilities = (p: Principal): StaffNoticeAbilities => ({
  edit: abilityRules.edit(p),
  delete: abilityRules.delete(p),
  copy: abilityRules.copy(p),
  readStatus: abilityRules.readStatus(p),
});

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
