import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnnounceDestinations, AnnounceListBody, AnnounceListEntry } from '@tayori/contract';
import type { Db } from '../../db/client';
import { announceListMembers, announceLists, schools } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { notFound } from '../../platform/http/errors';
import { inReachableSchool } from '../../domain/schools/reach';
import { distinctIds, findDestinations, recipientsSchool, uuidArray } from './recipients';

/**
 * Saved destination lists (spec 001 §2, §4). A list belongs to the staff member who saved it
 * (docs/decisions/announce.md): only they see, display, replace or delete it.
 */

const ENTITY = 'announce-list';

export async function listLists(db: Db, p: Principal): Promise<AnnounceListEntry[]> {
  const rows = await db
    .select({ announceListId: announceLists.id, announceListName: announceLists.name })
    .from(announceLists)
    .where(eq(announceLists.ownerUserId, p.userId))
    .orderBy(sql`${announceLists.name} collate "C"`, asc(announceLists.id));
  return rows;
}

/** A list's users as the destination trees: those still receiving mail, of a school in reach. */
export async function listUsers(db: Db, p: Principal, id: number): Promise<AnnounceDestinations> {
  const [list] = await db
    .select({ schoolId: announceLists.schoolId })
    .from(announceLists)
    .innerJoin(schools, eq(schools.id, announceLists.schoolId))
    .where(
      and(
        eq(announceLists.id, id),
        eq(announceLists.ownerUserId, p.userId),
        inReachableSchool(db, p, schools.id),
      ),
    );
  if (!list) throw notFound();
  const members = await db
    .select({ userId: announceListMembers.userId })
    .from(announceListMembers)
    .where(eq(announceListMembers.listId, id));
  const userIds = members.map((m) => m.userId);
  return findDestinations(db, { schoolId: list.schoolId, userIds }, true);
}

/**
 * Saves the destinations under a name (spec 001 §7 PUT: name and users → id). The caller's list of
 * that name is replaced, so saving twice under one name keeps one list.
 */
export async function saveList(
  db: Db,
  clock: Clock,
  p: Principal,
  body: AnnounceListBody,
): Promise<number> {
  const ids = distinctIds(body.userIdList);
  const schoolId = await recipientsSchool(db, p, ids);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(announceLists)
      .values({ ownerUserId: p.userId, schoolId, name: body.announceListName, updatedAt: now })
      .onConflictDoUpdate({
        target: [announceLists.ownerUserId, announceLists.name],
        set: { schoolId, updatedAt: now },
      })
      .returning({ id: announceLists.id });
    const id = row!.id;
    await tx.delete(announceListMembers).where(eq(announceListMembers.listId, id));
    await tx
      .insert(announceListMembers)
      .select(sql`select ${id}::int, unnest(${uuidArray(ids)}::uuid[])`);
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      detail: { name: body.announceListName, schoolId, userCount: ids.length },
    });
    return id;
  });
}

export async function deleteList(db: Db, p: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(announceLists)
      .where(and(eq(announceLists.id, id), eq(announceLists.ownerUserId, p.userId)))
      .returning({ name: announceLists.name });
    if (gone.length === 0) throw notFound();
    await recordAudit(tx, {
      actorUserId: p.userId,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      detail: { name: gone[0]!.name },
    });
  });
}
