import {
  deletedStatusViewers,
  isAllowed,
  userStatusTypes,
  type UserStatusType,
} from '@tayori/contract';
import type { Principal } from './auth';

/**
 * Spec 001 §4: the user statuses an account screen offers; DELETE only to SYSTEM_ADMINISTRATOR
 * and VISTA_EDITOR. The student, staff and tutor details and their writes ask here.
 */
export const userStatusChoices = (p: Principal): UserStatusType[] =>
  userStatusTypes.filter((s) => s !== 'DELETE' || isAllowed(deletedStatusViewers, p));
