import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  decodeNoticeBody,
  fieldErrorsOf,
  limits,
  mayWriteNotices,
  messages,
  noticeFormSchema,
  type NoticeDateContext,
  type NoticeRegistrationBody,
  type NoticeUpdateBody,
} from '@tayori/contract';
import type { Db } from '../../db/client';
import {
  noticeCategories,
  noticeDeliveries,
  noticeGroupMembers,
  noticeGroups,
  notices,
  students,
  users,
} from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { recordAudit } from '../../platform/data/audit';
import { retireRow, versionedWrite } from '../../platform/data/versioned-write';
import type { Clock } from '../../platform/clock';
import { conflict, forbidden, notFound, validationError } from '../../platform/http/errors';
import { noticeBodyText, noticeHtmlDepth, sanitizeNoticeHtml } from '../../domain/notices/html';
import { receivesDeliveries } from '../../domain/students/recipients';
import { inReachableSchool } from '../../domain/schools/reach';
import { findVisibleNotice } from '../../domain/notices/visible';
import { saveReminderRule, scheduleReminderSteps } from '../../domain/notices/reminder-rule';
import type { Jobs } from '../../platform/jobs';

export interface Writer {
  db: Db;
  clock: Clock;
  principal: Principal;
  /** The queue its reminder rule's steps are scheduled on. */
  jobs: Jobs;
}

/** Registers a notice in its group's school; opening it delivers it in the same transaction. */
export async function createNotice(w: Writer, body: NoticeRegistrationBody): Promise<number> {
  assertWriter(w.principal);
  const fields = await checkFields(w, body, { today: w.clock.today() });
  const [group] = await w.db
    .select({ id: noticeGroups.id, schoolId: noticeGroups.schoolId })
    .from(noticeGroups)
    .where(
      and(
        eq(noticeGroups.id, body.noticeGroupId),
        // A retired group takes no new notices (notice-groups module: deleting retires it).
        isNull(noticeGroups.deletedAt),
        inReachableSchool(w.db, w.principal, noticeGroups.schoolId),
      ),
    )
    .limit(1);
  if (!group) throw notFound();
  const now = w.clock.now();
  const by = w.principal.userId;
  return w.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({
        ...fields,
        schoolId: group.schoolId,
        groupId: group.id,
        openStatus: body.noticeOpenStatus,
        openedAt: body.noticeOpenStatus ? now : null,
        createdAt: now,
        createdBy: by,
        updatedAt: now,
        updatedBy: by,
      })
      .returning({ id: notices.id, seq: notices.seq });
    const id = row!.id;
    if (body.noticeOpenStatus) await deliver(tx, id, group.id, fields.startDate);
    await recordAudit(tx, {
      actorUserId: by,
      action: 'create',
      entity: 'notice',
      entityId: id,
      detail: {
        title: fields.title,
        openStatus: body.noticeOpenStatus,
        groupId: group.id,
        seq: row!.seq,
      },
    });
    await saveReminderRule(tx, id, body.reminderRule ?? null, { jobs: w.jobs, now, by });
    return id;
  });
}

/**
 * Updates a notice if `seq` is still the stored one (409 otherwise). The group stays. Saving it
 * open delivers it to the group's current members who do not have it yet; saving it as a draft
 * hides it from students but keeps deliveries and read state.
 */
export async function updateNotice(w: Writer, id: number, body: NoticeUpdateBody): Promise<void> {
  assertWriter(w.principal);
  const { notice: current } = await findVisibleNotice(w.db, w.principal, id);
  if (current.seq !== body.seq) throw conflict();
  const saved = { noticeStartDate: current.startDate, noticeEndDate: current.endDate };
  const fields = await checkFields(
    w,
    { ...body, noticeGroupId: current.groupId },
    { today: w.clock.today(), current: current.openedAt ? saved : undefined },
  );
  const now = w.clock.now();
  const by = w.principal.userId;
  await w.db.transaction(async (tx) => {
    await versionedWrite(tx, notices, {
      where: and(eq(notices.id, id), isNull(notices.deletedAt)),
      seq: body.seq,
      set: {
        ...fields,
        openStatus: body.noticeOpenStatus,
        openedAt: body.noticeOpenStatus
          ? sql`coalesce(${notices.openedAt}, ${now})`
          : notices.openedAt,
      },
      by,
      now,
      audit: {
        action: 'update',
        entity: 'notice',
        entityId: id,
        detail: { title: fields.title, openStatus: body.noticeOpenStatus },
      },
    });
    if (fields.startDate !== current.startDate) {
      // Deliveries carry the start date students' lists order and filter by: move it with the notice.
      await tx
        .update(noticeDeliveries)
        .set({ startDate: fields.startDate })
        .where(eq(noticeDeliveries.noticeId, id));
    }
    if (body.noticeOpenStatus) await deliver(tx, id, current.groupId, fields.startDate);
    // A new rule, new dates or a close move the waiting steps (docs/decisions/reminders.md).
    await saveReminderRule(tx, id, body.reminderRule, { jobs: w.jobs, now, by });
  });
}

/** Soft-deletes a notice: students and searches no longer see it; the row stays for the audit trail. */
export async function deleteNotice(w: Writer, id: number, seq: number | undefined): Promise<void> {
  assertWriter(w.principal);
  const { notice: current } = await findVisibleNotice(w.db, w.principal, id);
  if (seq !== undefined && current.seq !== seq) throw conflict();
  const now = w.clock.now();
  const by = w.principal.userId;
  await w.db.transaction(async (tx) => {
    await retireRow(tx, notices, {
      id,
      seq: current.seq,
      by,
      now,
      audit: { action: 'delete', entity: 'notice', entityId: id, detail: { title: current.title } },
    });
    // Its reminder rule's waiting steps are cancelled with it.
    await scheduleReminderSteps(tx, id, { jobs: w.jobs, now, by });
  });
}

/**
 * One INSERT … SELECT: the group's members who receive deliveries at this moment
 * (domain/students/recipients.ts), skipping those who have it,
 * each with the notice's start date (the students' index orders by it); then the notice's
 * delivery_count.
 */
async function deliver(
  tx: Db,
  noticeId: number,
  groupId: number,
  startDate: string,
): Promise<void> {
  await tx
    .insert(noticeDeliveries)
    .select(
      tx
        .select({
          noticeId: sql<number>`${noticeId}::bigint`.as('notice_id'),
          userId: noticeGroupMembers.userId,
          readAt: sql<Date | null>`null::timestamptz`.as('read_at'),
          startDate: sql<string>`${startDate}::date`.as('start_date'),
        })
        .from(noticeGroupMembers)
        .innerJoin(users, eq(users.id, noticeGroupMembers.userId))
        .innerJoin(students, eq(students.userId, noticeGroupMembers.userId))
        .where(and(eq(noticeGroupMembers.groupId, groupId), receivesDeliveries)),
    )
    .onConflictDoNothing();
  // The count the staff search shows, recounted from the index under the notice's row lock (this
  // transaction created or updated the row): right however many members were new.
  await tx
    .update(notices)
    .set({
      deliveryCount: sql`(select count(*)::int from ${noticeDeliveries} where ${noticeDeliveries.noticeId} = ${noticeId})`,
    })
    .where(eq(notices.id, noticeId));
}

function assertWriter(p: Principal) {
  if (!mayWriteNotices(p)) throw forbidden();
}

/**
 * The contract's form rule with the server's today, on the body as it will be stored (sanitised:
 * a body left empty is refused as required, and the length rules count the stored HTML and its
 * text), then the checks only the server can make. Answers the columns to store.
 */
async function checkFields(
  w: Writer,
  body: NoticeRegistrationBody,
  dates: NoticeDateContext,
): Promise<{
  title: string;
  body: string;
  categoryId: number;
  important: boolean;
  startDate: string;
  endDate: string;
}> {
  const html = decodeNoticeBody(body.noticeBody);
  if (html === null) throw validationError({ noticeBody: messages.notice_body_format });
  if (noticeHtmlDepth(html) > limits.noticeBodyDepthMax)
    throw validationError({ noticeBody: messages.notice_body_too_deep });
  const clean = sanitizeNoticeHtml(html);
  const schema = noticeFormSchema({ ...dates, bodyText: noticeBodyText });
  const parsed = schema.safeParse({ ...body, noticeBody: clean });
  if (!parsed.success) throw validationError(fieldErrorsOf(parsed.error));
  const [category] = await w.db
    .select({ id: noticeCategories.id })
    .from(noticeCategories)
    .where(eq(noticeCategories.id, body.noticeCategory))
    .limit(1);
  if (!category) throw validationError({ noticeCategory: messages.choice_invalid });
  const v = parsed.data;
  return {
    title: v.noticeTitle,
    body: v.noticeBody,
    categoryId: v.noticeCategory,
    important: v.noticeImportantFlag,
    startDate: v.noticeStartDate,
    endDate: v.noticeEndDate,
  };
}
