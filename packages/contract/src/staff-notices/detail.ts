import { z } from '../zod';
import { NoticeStatus } from '../enums';
import { IdParam, Seq, SeqParam } from '../fields';
import { messages } from '../messages';
import { NoticeBodyJson, NoticeForm } from './form';
import { ReminderRule, ReminderStepState } from '../reminder-rule';
import { schoolColumns } from '../answer-fields';

export const StaffNoticeIdParams = z.object({ id: IdParam });

/**
 * What the caller may do with one notice, computed by the server's policy
 * (apps/api/src/modules/staff-notices/policy.ts) and sent with the record: the edit screen shows
 * the buttons these allow and nothing else, so a viewer sees a read-only form, not buttons that
 * fail. Each is true exactly when the call behind it would be allowed.
 */
export const StaffNoticeAbilities = z.object({
  /** Save, save as draft, reserve (PUT /api/v1/schools/notices/{id}). */
  edit: z.boolean(),
  /** DELETE /api/v1/schools/notices/{id}. */
  delete: z.boolean(),
  /** Open the copy page: a copy registers a new notice (POST /api/v1/schools/notices/new). */
  copy: z.boolean(),
  /** GET /api/v1/schools/notices/read/{id}. */
  readStatus: z.boolean(),
});
export type StaffNoticeAbilities = z.infer<typeof StaffNoticeAbilities>;

export const StaffNoticeDetail = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  /** JSON-encoded string of the sanitised HTML; `[https://…]` is kept as written (links are made when shown). */
  noticeBody: z.string(),
  /** The category id. */
  noticeCategory: z.number().int(),
  noticeStartDate: z.string(),
  noticeEndDate: z.string(),
  noticeGroupId: z.number().int(),
  noticeGroupName: z.string(),
  noticeImportantFlag: z.boolean(),
  /** false: draft; true: saved or reserved. */
  noticeOpenStatus: z.boolean(),
  /**
   * Whether it was ever saved open (delivered), even if it is a draft again: its saved dates are
   * then exempt from the "today or later" rules (`NoticeDateContext.current`), so taking a notice
   * back to draft and opening it again does not force new dates.
   */
  everOpened: z.boolean(),
  /** true when the notice has an end date, false when noticeEndDate is the 9999-12-31 sentinel. */
  endDateSettingFlag: z.boolean(),
  noticeStatus: NoticeStatus,
  /** Send it back with PUT or DELETE; a stale one answers 409 conflict. */
  seq: z.number().int(),
  /** Whether any recipient is careful (the delivered ones once opened, else the group's members now). */
  hasCarefulRecipient: z.boolean(),
  /** The notice's school. */
  ...schoolColumns,
  /** What the caller may do with it. */
  abilities: StaffNoticeAbilities,
  /** Its reminder rule as last set (null: none, or the caller may not write the notice). */
  reminderRule: ReminderRule.nullable(),
  /** The rule's steps, oldest due first, sent ones of an earlier rule included. */
  reminderSteps: z.array(ReminderStepState),
});
export type StaffNoticeDetail = z.infer<typeof StaffNoticeDetail>;

/** POST body: the form's fields with the body JSON-encoded, and whether to open the notice. */
export const NoticeRegistrationBody = NoticeForm.extend({
  noticeBody: NoticeBodyJson,
  /** false saves a draft; true saves or reserves (delivers to the group's members now). */
  noticeOpenStatus: z.boolean({ error: messages.required }),
});
export type NoticeRegistrationBody = z.infer<typeof NoticeRegistrationBody>;

/** PUT body: as POST plus the seq read; the group cannot change (a sent noticeGroupId is ignored). */
export const NoticeUpdateBody = NoticeRegistrationBody.extend({
  noticeGroupId: z.number().int().optional(),
  seq: Seq,
});
export type NoticeUpdateBody = z.infer<typeof NoticeUpdateBody>;

/** DELETE takes no body (spec); the client should still send the seq it read, as a query. */
export const NoticeDeleteQuery = z.object({ seq: SeqParam.optional() });
export const NoticeDeleteResponse = z.object({ noticeId: z.number().int() });
