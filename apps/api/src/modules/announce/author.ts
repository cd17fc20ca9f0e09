import { and, asc, eq } from 'drizzle-orm';
import {
  ANNOUNCE_AUTHOR_FROM_ID,
  maySendAnnounce,
  messages,
  type AnnounceAuthor,
  type AnnounceFrom,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { announceSenders, schools, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { notFound, validationError } from '../../platform/http/errors';
import { inReachableSchool } from '../../domain/schools/reach';
import { personName } from '../../platform/data/person-name';

/** The author and the from choices of the registration tab (spec 001 §2, §3). */

export async function findAuthor(db: Db, p: Principal): Promise<AnnounceAuthor> {
  const [row] = await db
    .select({
      lastName: users.lastName,
      firstName: users.firstName,
      lastNameKana: users.lastNameKana,
      firstNameKana: users.firstNameKana,
      emailAddress: users.email,
      schoolId: users.schoolId,
      schoolName: schools.name,
      extendedSchoolCode: schools.extendedSchoolCode,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, p.userId));
  if (!row) throw notFound();
  return { ...row, abilities: { send: maySendAnnounce(p) } };
}

/** Spec 001 §3, §9: the author (id -1), then the sender addresses of the schools in reach. */
export async function listFroms(db: Db, p: Principal): Promise<AnnounceFrom[]> {
  const author = await findAuthor(db, p);
  const rows = await db
    .select({
      announceFromId: announceSenders.id,
      announceFromName: announceSenders.name,
      announceFromMailaddress: announceSenders.address,
    })
    .from(announceSenders)
    .where(inReachableSchool(db, p, announceSenders.schoolId))
    .orderBy(asc(announceSenders.schoolId), asc(announceSenders.id));
  return [
    {
      announceFromId: ANNOUNCE_AUTHOR_FROM_ID,
      announceFromName: personName(author),
      announceFromMailaddress: author.emailAddress,
    },
    ...rows,
  ];
}

/**
 * The sender a mail goes out as: the author, or a sender address of the recipients' school (else
 * 400). A mail is of one school (docs/decisions/announce.md), so another school's office address,
 * even one in reach, would put that school's name on it.
 */
export async function resolveFrom(
  db: Db,
  p: Principal,
  announceFromId: number | null,
  schoolId: number,
): Promise<{ name: string; address: string }> {
  if (announceFromId === null) {
    const author = await findAuthor(db, p);
    return { name: personName(author), address: author.emailAddress };
  }
  const [row] = await db
    .select({
      name: announceSenders.name,
      address: announceSenders.address,
      schoolId: announceSenders.schoolId,
    })
    .from(announceSenders)
    .where(
      and(
        eq(announceSenders.id, announceFromId),
        inReachableSchool(db, p, announceSenders.schoolId),
      ),
    );
  if (!row) throw validationError({ announceFromId: messages.announce_from_invalid });
  if (row.schoolId !== schoolId)
    throw validationError({ announceFromId: messages.announce_from_other_school });
  return row;
}
