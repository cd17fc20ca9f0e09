import { eq } from 'drizzle-orm';
import type { Profile, ProfileUpdateBody } from '@tayori/contract';
import type { Db } from '../../db/client';
import { schools, users } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { versionedWrite } from '../../platform/data/versioned-write';

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
  await db.transaction((tx) =>
    versionedWrite(tx, users, {
      where: eq(users.id, userId),
      seq: body.seq,
      set: { jid: body.jid },
      by: userId,
      now,
      audit: { action: 'update', entity: 'user', entityId: userId, detail: { fields: ['jid'] } },
    }),
  );
  return getProfile(db, userId);
}
