import { and, count, eq, exists, isNull, ne, sql } from 'drizzle-orm';
import {
  messages,
  mayWriteNoticeGroups,
  type NoticeGroupBody,
  type NoticeGroupUpdateBody,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeGroupMembers, noticeGroups, students, users } from '../../db/schema';
import { recordAudit } from '../../platform/data/audit';
import type { Principal } from '../../platform/identity/auth';
import type { Clock } from '../../platform/clock';
import { conflict, forbidden, validationError } from '../../platform/http/errors';
import { receivesDeliveries } from '../../domain/students/recipients';
import { inReachableSchool } from '../../domain/schools/reach';
import { retireRow, versionedWrite } from '../../platform/data/versioned-write';
import { findVisibleGroup } from './service';
import { uniqueViolationOf } from '../../platform/data/db-errors';

export interface Writer {
  db: Db;
  clock: Clock;
  principal: Principal;
}

const ENTITY = 'notice-group';

/** Registers a group of one school's students (the school the members are of). Answers its id. */
export async function createGroup(w: Writer, body: NoticeGroupBody): Promise<number> {
  assertWriter(w.principal);
  const ids = distinct(body.userIdList);
  const schoolId = await membersSchool(w, ids, null);
  await assertNameFree(w.db, schoolId, body.noticeGroupName, null);
  const now = w.clock.now();
  const by = w.principal.userId;
  return uniqueName(() =>
    w.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(noticeGroups)
        .values({
          schoolId,
          name: body.noticeGroupName,
          createdAt: now,
          createdBy: by,
          updatedAt: now,
          updatedBy: by,
        })
        .returning({ id: noticeGroups.id, seq: noticeGroups.seq });
      const added = await addMembers(tx, row!.id, ids);
      await recordAudit(tx, {
        actorUserId: by,
        action: 'create',
        entity: ENTITY,
        entityId: row!.id,
        detail: { name: body.noticeGroupName, schoolId, added, seq: row!.seq },
      });
      return row!.id;
    }),
  );
}

/**
 * Renames a group and makes its members the listed students, while `seq` is still the stored one
 * (409 otherwise). Members the detail does not list (no longer receiving deliveries) stay. Notices
 * already opened keep their deliveries: only notices opened later reach the new members.
 */
export async function updateGroup(
  w: Writer,
  id: number,
  body: NoticeGroupUpdateBody,
): Promise<void> {
  assertWriter(w.principal);
  const current = await findVisibleGroup(w.db, w.principal, id);
  if (current.seq !== body.seq) throw conflict();
  const ids = distinct(body.userIdList);
  await membersSchool(w, ids, current.schoolId);
  await assertNameFree(w.db, current.schoolId, body.noticeGroupName, id);
  const now = w.clock.now();
  await uniqueName(() =>
    w.db.transaction(async (tx) => {
      const removed = await tx
        .delete(noticeGroupMembers)
        .where(
          and(
            eq(noticeGroupMembers.groupId, id),
            sql`${noticeGroupMembers.userId} <> all(${uuidArray(ids)}::uuid[])`,
            // Only members the detail lists (who receive deliveries) can have been taken off it.
            exists(
              tx
                .select({ one: sql`1` })
                .from(users)
                .innerJoin(students, eq(students.userId, users.id))
                .where(and(eq(users.id, noticeGroupMembers.userId), receivesDeliveries)),
            ),
          ),
        )
        .returning({ userId: noticeGroupMembers.userId });
      const added = await addMembers(tx, id, ids);
      await versionedWrite(tx, noticeGroups, {
        where: and(eq(noticeGroups.id, id), isNull(noticeGroups.deletedAt)),
        seq: body.seq,
        set: { name: body.noticeGroupName },
        by: w.principal.userId,
        now,
        audit: {
          action: 'update',
          entity: ENTITY,
          entityId: id,
          detail: { name: body.noticeGroupName, added, removed: removed.length },
        },
      });
    }),
  );
}

/**
 * Retires a group (docs/decisions/notice-groups.md): gone from the list, the pickers and its
 * detail, its name free again; the row and its members stay, so every notice sent to it keeps its
 * deliveries and shows its name.
 */
export async function deleteGroup(w: Writer, id: number, seq: number | undefined): Promise<void> {
  assertWriter(w.principal);
  const current = await findVisibleGroup(w.db, w.principal, id);
  if (seq !== undefined && current.seq !== seq) throw conflict();
  await retireRow(w.db, noticeGroups, {
    id,
    seq: current.seq,
    by: w.principal.userId,
    now: w.clock.now(),
    audit: { action: 'delete', entity: ENTITY, entityId: id, detail: { name: current.name } },
  });
}

function assertWriter(p: Principal) {
  if (!mayWriteNoticeGroups(p)) throw forbidden();
}

/** The ids once each (a UUID in any letter case is one id). */
const distinct = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))];

/** A PostgreSQL array literal of UUIDs (the contract let only UUIDs through): one parameter. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * The school of the listed students: each must be a student the tree offers (receiving
 * deliveries) of one school the caller reaches, and of `schoolId` when given. Anything else
 * answers 400 and changes nothing.
 */
async function membersSchool(w: Writer, ids: string[], schoolId: number | null): Promise<number> {
  const bySchool = await w.db
    .select({ schoolId: students.schoolId, n: count() })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(
      and(
        sql`${students.userId} = any(${uuidArray(ids)}::uuid[])`,
        receivesDeliveries,
        inReachableSchool(w.db, w.principal, students.schoolId),
      ),
    )
    .groupBy(students.schoolId);
  const [only] = bySchool;
  if (
    bySchool.length !== 1 ||
    only!.n !== ids.length ||
    (schoolId !== null && only!.schoolId !== schoolId)
  )
    throw validationError({ userIdList: messages.notice_group_member_invalid });
  return only!.schoolId;
}

/** One INSERT … SELECT unnest(…) for every member, skipping those already in. Answers how many were new. */
async function addMembers(tx: Db, groupId: number, ids: string[]): Promise<number> {
  const added = await tx
    .insert(noticeGroupMembers)
    .select(sql`select ${groupId}::int, unnest(${uuidArray(ids)}::uuid[])`)
    .onConflictDoNothing()
    .returning({ userId: noticeGroupMembers.userId });
  return added.length;
}

const nameTaken = () => conflict(messages.conflict_notice_group);

/** Spec 001 §8: a name already used by another group of the school answers 409. */
async function assertNameFree(db: Db, schoolId: number, name: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: noticeGroups.id })
    .from(noticeGroups)
    .where(
      and(
        eq(noticeGroups.schoolId, schoolId),
        eq(noticeGroups.name, name),
        isNull(noticeGroups.deletedAt),
        exceptId === null ? undefined : ne(noticeGroups.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw nameTaken();
}

/** Two saves of one name at once: the unique index refuses the second, answered as the first is. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolationOf(error) !== null) throw nameTaken();
    throw error;
  }
}
