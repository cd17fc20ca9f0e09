import { and, eq, ne } from 'drizzle-orm';
import type { StudentUpdateBody } from '@tayori/contract';
import type { Db } from '../../db/client';
import { students, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { changeAccounts, type Forgetting } from '../../domain/accounts/state';
import { changeDetail } from '../../platform/data/audit';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/errors';
import { versionedWrite } from '../../platform/data/versioned-write';
import { billingIdOf } from '../../domain/accounts/billing';
import { requireStatusChoice } from '../../domain/accounts/status-choices';
import { findVisibleStudent } from './detail';

/**
 * PATCH /api/v1/students/{id} (spec 001 §5, §7): the account and student rows in one transaction,
 * guarded by `seq` (a stale one, or a deleted account: 409, nothing changed), audited with the
 * fields changed. An account leaving ACTIVE loses its access (changeAccounts) and new deliveries
 * (domain/students/recipients.ts reads users.status).
 */
export async function updateStudent(
  ctx: { db: Db; clock: Clock; principal: Principal; principals: Forgetting },
  id: string,
  body: StudentUpdateBody,
): Promise<void> {
  const { db, principal } = ctx;
  const current = await findVisibleStudent(db, principal, id);
  if (!current) throw notFound();
  requireStatusChoice(principal, body.userStatusType);
  const billingId = await billingIdOf(db, body.billingCode, body.billingId);
  const birthday = `${body.birthday.slice(0, 4)}-${body.birthday.slice(4, 6)}-${body.birthday.slice(6)}`;
  const next = {
    billingCode: body.billingCode,
    billingId,
    birthday,
    lastName: body.lastName,
    firstName: body.firstName,
    lastNameKana: body.lastNameKana,
    firstNameKana: body.firstNameKana,
    phoneNumber: body.phoneNumber === '' ? null : body.phoneNumber,
    notes: body.notes === '' ? null : body.notes,
    studentCourse: body.studentCourse,
    userStatusType: body.userStatusType,
    testUserFlag: body.testUserFlag,
    isCareful: body.isCareful,
    courseYear: body.courseYear,
  };
  const before: Record<keyof typeof next, unknown> = current;
  const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
    (k) => (before[k] ?? null) !== (next[k] ?? null),
  );
  const now = ctx.clock.now();
  await changeAccounts(db, ctx.principals, async (tx, leftActive) => {
    await versionedWrite(tx, users, {
      where: and(eq(users.id, id), ne(users.status, 'DELETE')),
      seq: body.seq,
      set: {
        billingCode: next.billingCode,
        billingId: next.billingId,
        lastName: next.lastName,
        firstName: next.firstName,
        lastNameKana: next.lastNameKana,
        firstNameKana: next.firstNameKana,
        notes: next.notes,
        status: next.userStatusType,
        testUserFlag: next.testUserFlag,
      },
      by: principal.userId,
      now,
      audit: {
        action: 'update',
        entity: 'student',
        entityId: id,
        detail: changeDetail(changed, next),
      },
    });
    await tx
      .update(students)
      .set({
        birthday: next.birthday,
        phoneNumber: next.phoneNumber,
        studentCourse: next.studentCourse,
        isCareful: next.isCareful,
        courseYear: next.courseYear,
      })
      .where(eq(students.userId, id));
    if (current.userStatusType === 'ACTIVE' && next.userStatusType !== 'ACTIVE') leftActive([id]);
  });
}
