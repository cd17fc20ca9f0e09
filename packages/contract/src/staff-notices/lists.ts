import { z } from '../zod';
import { emptyAsAbsent, ExtendedSchoolCode } from '../fields';
import { ReminderDelivery } from '../reminders';
import { schoolColumns } from '../answer-fields';

/** Spec 000 §3: who a notice was delivered to and who has read it. */
export const NoticeReadRow = z.object({
  /** 1-based row number in the list's order (school year, department, course, student number). */
  rowId: z.number().int(),
  noticeReadFlag: z.boolean(),
  /** 1–4, -1 for no school year. */
  schoolYear: z.number().int(),
  departmentName: z.string().nullable(),
  courseName: z.string().nullable(),
  userSurname: z.string(),
  userGivenname: z.string(),
  emailAddress: z.string(),
  isCareful: z.boolean(),
  /**
   * Beyond the spec (docs/decisions/delivery.md): when it was read (ISO 8601), and whether mail to
   * the recipient's address is suppressed by bounces — an unread notice there needs another way.
   */
  readAt: z.string().nullable(),
  mailSuppressed: z.boolean(),
  /** The reminders sent to the recipient, oldest first (docs/decisions/reminders.md). */
  reminders: z.array(ReminderDelivery),
});
export type NoticeReadRow = z.infer<typeof NoticeReadRow>;

export const NoticeReadStatus = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  /** Beyond the spec: the day the notice reached its recipients' portal (its start date). */
  startDate: z.string(),
  /** Whether the caller may remind the unread (the roles that write notices). */
  mayRemind: z.boolean(),
  readCount: z.number().int(),
  deliveryCount: z.number().int(),
  noticeReadResultList: z.array(NoticeReadRow),
});
export type NoticeReadStatus = z.infer<typeof NoticeReadStatus>;

export const NoticeCategoryList = z.object({
  noticeCategoryList: z.array(
    z.object({ noticeCategoryId: z.number().int(), noticeCategoryName: z.string() }),
  ),
});
export type NoticeCategoryList = z.infer<typeof NoticeCategoryList>;

export const NoticeDestinationsQuery = z.object({
  /** Only the groups of this school; empty means every school the caller may send for. */
  extendedSchoolCode: emptyAsAbsent(ExtendedSchoolCode),
});
export const NoticeDestination = z.object({
  noticeGroupId: z.number().int(),
  noticeGroupName: z.string(),
  ...schoolColumns,
  memberCount: z.number().int(),
  /** Members marked careful: above 0 the confirmation uses the special wording. */
  carefulCount: z.number().int(),
});
export type NoticeDestination = z.infer<typeof NoticeDestination>;
export const NoticeDestinationList = z.object({ destinationList: z.array(NoticeDestination) });
export type NoticeDestinationList = z.infer<typeof NoticeDestinationList>;
