import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import { encodeNoticeBody, limits, noticeStatusOf, type StaffNoticeDetail } from '@tayori/contract';
import type { Db } from '../../db/client';
import { noticeDeliveries, noticeGroupMembers, students, users } from '../../db/schema';
import type { Principal } from '../../platform/identity/auth';
import { receivesDeliveries } from '../../domain/students/recipients';
import { findVisibleNotice } from '../../domain/notices/visible';
import { findReminderRule } from '../../domain/notices/reminder-steps';
import { noticeAbilities } from './policy';

/** One notice as staff see it (spec 000 §4): what the detail, the edit and the read status start from. */

export async function getNoticeDetail(
  db: Db,
  p: Principal,
  id: number,
  today: string,
): Promise<StaffNoticeDetail> {
  const {
    notice: n,
    groupName,
    extendedSchoolCode,
    schoolName,
  } = await findVisibleNotice(db, p, id);
  const abilities = noticeAbilities(p);
  // The reminder rule is for those who may write the notice (docs/decisions/reminders.md).
  const reminders = abilities.edit
    ? await findReminderRule(db, n.id)
    : { reminderRule: null, reminderSteps: [] };
  return {
    noticeId: n.id,
    noticeTitle: n.title,
    noticeBody: encodeNoticeBody(n.body),
    noticeCategory: n.categoryId,
    noticeStartDate: n.startDate,
    noticeEndDate: n.endDate,
    noticeGroupId: n.groupId,
    noticeGroupName: groupName,
    noticeImportantFlag: n.important,
    noticeOpenStatus: n.openStatus,
    everOpened: n.openedAt !== null,
    endDateSettingFlag: n.endDate !== limits.noEndDate,
    noticeStatus: noticeStatusOf(
      { noticeOpenStatus: n.openStatus, noticeStartDate: n.startDate, noticeEndDate: n.endDate },
      today,
    ),
    seq: n.seq,
    hasCarefulRecipient: await hasCarefulRecipient(db, n.id, n.groupId),
    extendedSchoolCode,
    schoolName,
    abilities,
    ...reminders,
  };
}

/** Whether a careful student received it or would receive it on the next open save. */
async function hasCarefulRecipient(db: Db, noticeId: number, groupId: number): Promise<boolean> {
  const careful = (userId: AnyColumn) =>
    and(eq(students.userId, userId), eq(students.isCareful, true));
  const [delivered] = await db
    .select({ one: sql`1` })
    .from(noticeDeliveries)
    .innerJoin(students, careful(noticeDeliveries.userId))
    .where(eq(noticeDeliveries.noticeId, noticeId))
    .limit(1);
  if (delivered) return true;
  // A member "would receive it" by the delivery rule (domain/students/recipients.ts).
  const [member] = await db
    .select({ one: sql`1` })
    .from(noticeGroupMembers)
    .innerJoin(students, careful(noticeGroupMembers.userId))
    .innerJoin(users, eq(users.id, noticeGroupMembers.userId))
    .where(and(eq(noticeGroupMembers.groupId, groupId), receivesDeliveries))
    .limit(1);
  return member !== undefined;
}
