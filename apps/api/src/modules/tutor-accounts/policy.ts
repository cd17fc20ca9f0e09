import {
  deletedStatusViewers,
  isAllowed,
  staffWith,
  tutorAccountEndpoints,
  type TutorAbilities,
  type UserStatusType,
} from '@tayori/contract';
import type { Principal } from '../../platform/identity/auth';
import { mayIssueTemporaryPassword } from '../../domain/accounts/temporary-password';

/**
 * What a caller may do with a tutor they reach (spec 001 §2 "Tutor search and detail", §4, §6):
 * each ability is the access rule of the call behind it, so a shown button never fails on it.
 * Which tutors a caller reaches is domain/schools/reach.ts.
 */
export const mayEditTutor = (p: Principal) =>
  isAllowed(tutorAccountEndpoints.tutorUpdate.access, p);
export const mayExportTutors = (p: Principal) =>
  isAllowed(tutorAccountEndpoints.tutorCsv.access, p);

/** Spec 001 §2: registration and update information only for SYSTEM_ADMINISTRATOR. */
const stampReaders = staffWith('SYSTEM_ADMINISTRATOR');
export const maySeeTutorStamps = (p: Principal) => isAllowed(stampReaders, p);

/** Spec 001 §2: the test-user tick box shows for these two (deletedStatusViewers' roles)… */
export const maySeeTestUserFlag = (p: Principal) => isAllowed(deletedStatusViewers, p);
/** …and is editable only by SYSTEM_ADMINISTRATOR. */
export const mayEditTestUserFlag = (p: Principal) => isAllowed(stampReaders, p);

export function tutorAbilities(
  p: Principal,
  tutor: { status: UserStatusType },
  opts: { passwordsIssued: boolean },
): TutorAbilities {
  const edit = mayEditTutor(p) && tutor.status !== 'DELETE';
  return {
    edit,
    editTestUserFlag: edit && mayEditTestUserFlag(p),
    issueTemporaryPassword: mayIssueTemporaryPassword(
      p,
      { userType: 'TUTOR', status: tutor.status },
      opts.passwordsIssued,
    ),
  };
}
