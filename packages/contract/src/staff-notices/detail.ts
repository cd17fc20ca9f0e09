import { z } from '../zod';
import { NoticeStatus } from '../enums';
import { IdParam, Seq, SeqParam } from '../fields';
import { messages } from '../messages';
import { NoticeBodyJson, NoticeForm } from './form';

export const StaffNoticeIdParams = z.object({ id: IdParam });

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
  extendedSchoolCode: z.string(),
  schoolName: z.string(),
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
