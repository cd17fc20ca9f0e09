import type { TutorUpdateBody } from '@tayori/contract';
import type { Db } from '../../db/client';
import { writeAccountChange } from '../../domain/accounts/write';
import type { Principal, PrincipalLookup } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { forbidden } from '../../platform/http/errors';
import { requireStatusChoice } from '../../domain/accounts/status-choices';
import { mayEditTestUserFlag } from './policy';
import { findVisibleTutor } from './service';

/**
 * PATCH /api/v1/tutors/{id} (spec 001 §2, §4, §5, §7): status, names, kana, one licence, notes of
 * a tutor the caller reaches; the test-user flag changed only by SYSTEM_ADMINISTRATOR (anyone else
 * sending another value than the stored one: 403; null or the stored one: unchanged). Guarded by `seq` (stale or deleted: 409), the A3 limit under the school's
 * lock (409), audited; leaving ACTIVE ends the tutor's sessions and API access.
 */
export async function updateTutor(
  ctx: { db: Db; clock: Clock; principal: Principal; principals: PrincipalLookup },
  id: string,
  body: TutorUpdateBody,
): Promise<void> {
  const { db, principal } = ctx;
  const current = await findVisibleTutor(db, principal, id);
  // What the caller read comes back unchanged (null where the flag is hidden from it): only a
  // change needs the right to make it.
  const testUserFlag = body.testUserFlag ?? current.testUserFlag;
  if (testUserFlag !== current.testUserFlag && !mayEditTestUserFlag(principal)) throw forbidden();
  requireStatusChoice(principal, body.userStatusType);
  const next = {
    status: body.userStatusType,
    lastName: body.lastName,
    firstName: body.firstName,
    lastNameKana: body.lastNameKana,
    firstNameKana: body.firstNameKana,
    schoolId: current.schoolId,
    a1License: body.a1License,
    a3License: body.a3License,
    notes: body.notes === '' ? null : body.notes,
    testUserFlag,
  };
  await writeAccountChange(ctx, 'tutor', current, next, body.seq);
}
