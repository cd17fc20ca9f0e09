import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailSuppressions, students, users } from '../../db/schema';
import { requireReachableSchool } from '../../domain/schools/reach';
import { recordAudit } from '../../platform/data/audit';
import { notFound } from '../../platform/http/errors';
import type { Principal } from '../../platform/identity/auth';

/**
 * POST …/contactability/release (docs/decisions/delivery.md): the person's current address is
 * mailed again — for a mailbox that bounced and works now (no longer full, the complaint
 * withdrawn, the school's mail server fixed). Only for a student or staff member of a school the
 * caller reaches; the suppression's row is removed and the release audited with what it said.
 */
export async function releaseSuppression(
  db: Db,
  p: Principal,
  extendedSchoolCode: string,
  userId: string,
): Promise<{ released: boolean }> {
  const school = await requireReachableSchool(db, p, extendedSchoolCode);
  const [person] = await db
    .select({ email: users.email })
    .from(users)
    .leftJoin(students, eq(students.userId, users.id))
    .where(
      and(
        eq(users.id, userId),
        or(
          eq(students.schoolId, school.id),
          and(eq(users.schoolId, school.id), eq(users.userType, 'STAFF')),
        ),
      ),
    );
  if (!person) throw notFound();
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(mailSuppressions)
      .where(eq(mailSuppressions.address, sql`lower(${person.email})`))
      .returning();
    if (!removed) return { released: false };
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: 'delete',
      entity: 'mail-suppression',
      entityId: userId,
      detail: { address: removed.address, reason: removed.reason, status: removed.status },
    });
    return { released: true };
  });
}
