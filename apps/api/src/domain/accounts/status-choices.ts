import {
  deletedStatusViewers,
  isAllowed,
  messages,
  userStatusTypes,
  type UserStatusType,
} from '@tayori/contract';
import type { Principal } from '../../platform/identity/auth';
import { validationError } from '../../platform/http/errors';

/**
 * Spec 001 §4: the user statuses an account screen offers; DELETE only to SYSTEM_ADMINISTRATOR
 * and VISTA_EDITOR. The student, staff and tutor details and their writes ask here.
 */
export const userStatusChoices = (p: Principal): UserStatusType[] =>
  userStatusTypes.filter((s) => s !== 'DELETE' || isAllowed(deletedStatusViewers, p));

/**
 * A search's status condition, and the status an account write sets, must be one of the caller's
 * choices (spec 001 §4: DELETE is hidden from the others' status choices, the searches' included):
 * another answers choice_invalid.
 */
export function requireStatusChoice(p: Principal, status: UserStatusType | null | undefined) {
  if (status && !userStatusChoices(p).includes(status))
    throw validationError({ userStatusType: messages.choice_invalid });
}
