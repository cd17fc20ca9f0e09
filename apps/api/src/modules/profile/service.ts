import { and, eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdateBody } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      schoolName: schools.name,
      lastName: users.lastName,
      firstName: users.firstName,
      jid: users.jid,
      seq: users.seq,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return row;
}

/** Saves the caller's JID if `seq` is still current (else 409, nothing changed), with an audit entry. */
export async function updateJid(
  db: Db,
  userId: string,
  body: ProfileUpdateBody,
  now: Date,
): Promise<Profile> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ jid: body.jid, seq: sql`${users.seq} + 1`, updatedAt: now, updatedBy: userId })
      .where(and(eq(users.id, userId), eq(users.seq, body.seq)))
      .returning({ seq: users.seq });
    if (updated.length === 0) throw conflict();
    await recordAudit(tx as unknown as Db, {
      actorUserId: userId,
      action: 'update',
      entity: 'users',
      entityId: userId,
      detail: { fields: ['jid'], seq: updated[0]!.seq },
    });
  });
  return getProfile(db, userId);
}
