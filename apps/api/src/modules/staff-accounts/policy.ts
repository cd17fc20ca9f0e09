import {
  isAllowed,
  staffAccountEndpoints,
  type StaffAbilities,
  type StaffUserType,
  type UserStatusType,
} from '@tayori/contract';
import type { Principal } from '../../platform/identity/auth';
import { mayIssueTemporaryPassword } from '../../domain/accounts/temporary-password';

/**
 * What a caller may do with a staff, other or tutor account (spec 001 §2 "Staff/other account
 * detail", §4, §6): each ability is the access rule of the call behind it, so a shown button never
 * fails on it. SYSTEM_ADMINISTRATOR edits; VISTA_EDITOR reads; a deleted account is read-only.
 */
export const mayEditStaff = (p: Principal) =>
  isAllowed(staffAccountEndpoints.staffUpdate.access, p);
export const mayRegisterStaff = (p: Principal) =>
  isAllowed(staffAccountEndpoints.staffCreate.access, p);

export function staffAbilities(
  p: Principal,
  account: { userType: StaffUserType; status: UserStatusType },
  opts: { passwordsIssued: boolean },
): StaffAbilities {
  return {
    edit: mayEditStaff(p) && account.status !== 'DELETE',
    issueTemporaryPassword: mayIssueTemporaryPassword(p, account, opts.passwordsIssued),
  };
}
