import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { oneRosterLinks, students, users } from '../../../db/schema';
import { chunksOf, readInChunks } from '../look-ups';

/**
 * The sourcedIds accounts and schools were imported with (oneroster_links): read by the import to
 * find a delta's accounts, written by the apply, read back by the export.
 */

/** An account a sourcedId names, as the import needs it. */
export interface LinkedUser {
  userId: string;
  userType: string;
  status: string;
  schoolId: number | null;
  studentNumber: string | null;
}

/** The accounts the ZIP's user sourcedIds were imported as. */
export async function linkedUsers(db: Db, sourcedIds: string[]): Promise<Map<string, LinkedUser>> {
  const rows = await readInChunks(sourcedIds, (chunk) =>
    db
      .select({
        sourcedId: oneRosterLinks.sourcedId,
        userId: users.id,
        userType: users.userType,
        status: users.status,
        schoolId: users.schoolId,
        studentNumber: students.studentNumber,
      })
      .from(oneRosterLinks)
      .innerJoin(users, sql`${users.id}::text = ${oneRosterLinks.localId}`)
      .leftJoin(students, eq(students.userId, users.id))
      .where(and(eq(oneRosterLinks.entity, 'user'), inArray(oneRosterLinks.sourcedId, chunk))),
  );
  return new Map(rows.map(({ sourcedId, ...user }) => [sourcedId, user]));
}

/** The school an org's sourcedId was imported as, or null. */
export async function linkedSchoolOf(db: Db, sourcedIds: string[]): Promise<Map<string, number>> {
  if (sourcedIds.length === 0) return new Map();
  const rows = await db
    .select({ sourcedId: oneRosterLinks.sourcedId, localId: oneRosterLinks.localId })
    .from(oneRosterLinks)
    .where(and(eq(oneRosterLinks.entity, 'org'), inArray(oneRosterLinks.sourcedId, sourcedIds)));
  return new Map(rows.map((r) => [r.sourcedId, Number(r.localId)]));
}

/**
 * Records that `localId` is known by `sourcedId` now: any earlier link of either side is replaced
 * (a school system that issued a new sourcedId, or a sourcedId given to another account).
 */
export async function link(
  tx: Db,
  entity: 'user' | 'org',
  rows: { sourcedId: string; localId: string; masterId?: string | null }[],
): Promise<void> {
  for (const batch of chunksOf(rows)) {
    await tx.delete(oneRosterLinks).where(
      and(
        eq(oneRosterLinks.entity, entity),
        sql`(${inArray(
          oneRosterLinks.sourcedId,
          batch.map((r) => r.sourcedId),
        )} or ${inArray(
          oneRosterLinks.localId,
          batch.map((r) => r.localId),
        )})`,
      ),
    );
    await tx
      .insert(oneRosterLinks)
      .values(batch.map((r) => ({ entity, ...r, masterId: r.masterId ?? null })));
  }
}

/** The sourcedId a school was imported with, or null. */
export async function orgSourcedIdOf(db: Db, schoolId: number): Promise<string | null> {
  const [row] = await db
    .select({ sourcedId: oneRosterLinks.sourcedId })
    .from(oneRosterLinks)
    .where(and(eq(oneRosterLinks.entity, 'org'), eq(oneRosterLinks.localId, String(schoolId))));
  return row?.sourcedId ?? null;
}

/**
 * A UUID of version 4's form derived from `seed`: the same seed, the same id, every export; what
 * the export names a record by when no import gave it an id (`school:<id>`, `person:<id>`, …).
 */
export function derivedId(seed: string): string {
  const hex = createHash('sha256').update(`tayori-oneroster:${seed}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
