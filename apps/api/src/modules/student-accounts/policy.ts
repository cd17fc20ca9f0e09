import {
  isAllowed,
  studentAccountEndpoints,
  type StudentAbilities,
  type StudentDetailVariant,
  type UserStatusType,
} from '@tayori/contract';
import type { Principal } from '../../platform/identity/auth';
import { mayIssueTemporaryPassword } from '../../domain/accounts/temporary-password';

/**
 * What a caller may do with a student they reach (spec 001 §2 "Student account detail", §4, §6;
 * docs/decisions/student-accounts.md). Each ability is the access rule of the call behind it, so a
 * shown button never fails on it; which schools a caller reaches is domain/schools/reach.ts.
 */
const mayEdit = (p: Principal) => isAllowed(studentAccountEndpoints.studentUpdate.access, p);
export const mayExportStudents = (p: Principal) =>
  isAllowed(studentAccountEndpoints.studentCsv.access, p);

/** Spec 001 §2: administrator (editable), editor (VISTA_EDITOR), school (SCHOOL_*). */
export function detailVariant(p: Principal): StudentDetailVariant {
  if (mayEdit(p)) return 'administrator';
  return p.roleType === 'VISTA_EDITOR' ? 'editor' : 'school';
}

export function studentAbilities(
  p: Principal,
  student: { status: UserStatusType },
  opts: { passwordsIssued: boolean },
): StudentAbilities {
  const variant = detailVariant(p);
  return {
    // Spec 001 §2, §4: a deleted account is read-only for everyone.
    edit: mayEdit(p) && student.status !== 'DELETE',
    issueTemporaryPassword: mayIssueTemporaryPassword(
      p,
      { userType: 'STUDENT', status: student.status },
      opts.passwordsIssued,
    ),
    seeNotes: variant !== 'school',
    seeTestUserFlag: variant !== 'school',
    seeCourseYear: variant === 'administrator',
  };
}
