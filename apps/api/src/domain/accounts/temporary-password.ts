import {
  isAllowed,
  temporaryPasswordIssuersByUserType,
  type UserStatusType,
  type UserType,
} from '@tayori/contract';
import type { Principal } from '../../platform/identity/auth';

/**
 * Spec 001 §2, §4, §7: whether an account's detail offers a temporary password: the account is
 * ACTIVE, the portal's issuer takes its passwords from here, and the call allows the caller for
 * the account's type. The student, staff and tutor details' abilities ask here.
 */
export const mayIssueTemporaryPassword = (
  p: Principal,
  account: { userType: UserType; status: UserStatusType },
  passwordsIssued: boolean,
): boolean =>
  account.status === 'ACTIVE' &&
  passwordsIssued &&
  isAllowed(temporaryPasswordIssuersByUserType[account.userType], p);
