/** What decides an account's access: its user type, its role, its status. */
export interface AccountAccess {
  userType: string;
  roleType: string | null;
  status: string;
}

/**
 * The first of an account's access fields a change would alter, or null. An administrator may not
 * alter their own (the staff edit and the roster import both refuse it): a slip would take every
 * administrator screen from them, or leave the school group without an administrator.
 */
export function changedOwnAccess(
  current: AccountAccess,
  next: AccountAccess,
): 'userType' | 'roleType' | 'status' | null {
  if (current.userType !== next.userType) return 'userType';
  if (current.roleType !== next.roleType) return 'roleType';
  if (current.status !== next.status) return 'status';
  return null;
}
