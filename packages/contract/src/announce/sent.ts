import { z } from '../zod';
import { ExtendedSchoolCode, optionalText, emptyAsAbsent } from '../fields';
import { limits } from '../limits';
import { AnnounceDeliveryCounts, AnnounceDeliveryEvent, AnnounceDeliveryState } from '../delivery';
import { RowId } from './wire';

/** Announcement mail's sent mail tab (spec 001 §2, §3, §9): wire shapes. */

/** `{schoolId}` of …/announce/{schoolId}/sent-filter: the school's extendedSchoolCode. */
export const AnnounceSentFilterParams = z.object({ schoolId: ExtendedSchoolCode });

export const AnnounceRegister = z.object({ label: z.string(), mailaddress: z.string() });
export const AnnounceSentFilter = z.object({
  /** Years (Asia/Tokyo) with mails of the school, newest first. */
  yearList: z.array(z.number().int()),
  /** The authors of the school's mails. */
  registerList: z.array(AnnounceRegister),
});
export type AnnounceSentFilter = z.infer<typeof AnnounceSentFilter>;

/** Spec 001 §2, §9: school required; year; month 1 to 12; author. */
export const AnnounceSentQuery = z.object({
  extendedSchoolCode: ExtendedSchoolCode,
  year: emptyAsAbsent(z.coerce.number().int().min(2000).max(2999)),
  month: emptyAsAbsent(z.coerce.number().int().min(1).max(12)),
  registerMailaddress: emptyAsAbsent(optionalText(limits.signInIdSearchMax)),
});
export type AnnounceSentQuery = z.infer<typeof AnnounceSentQuery>;

/** A row of the sent list (spec 001 §3 sent mail), with its delivery counts. */
export const AnnounceSentRow = AnnounceDeliveryCounts.extend({
  announceId: z.number().int(),
  registerName: z.string(),
  registerMailaddress: z.string(),
  fromName: z.string(),
  fromMailaddress: z.string(),
  /** ISO 8601 instant; shown as YYYY/MM/DD HH:mm:ss in Asia/Tokyo (spec 001 §9). */
  datetime: z.string(),
  title: z.string(),
});
export type AnnounceSentRow = z.infer<typeof AnnounceSentRow>;
export const AnnounceSentList = z.object({ announceList: z.array(AnnounceSentRow) });
export type AnnounceSentList = z.infer<typeof AnnounceSentList>;

export const AnnounceDetailParams = z.object({ id: RowId });

export const AnnounceRecipient = z.object({
  toName: z.string(),
  toMailaddress: z.string(),
  state: AnnounceDeliveryState,
  /**
   * The mail server's answer when it refused (failed), the last temporary one (queued), the bounce's
   * words (bounced), or why the address is suppressed (skipped).
   */
  reason: z.string().nullable(),
  attempts: z.number().int(),
  /** When the server accepted it (ISO 8601), and its queue id there. */
  sentAt: z.string().nullable(),
  queueId: z.string().nullable(),
  /** The reports that came back after, oldest first: the recipient's timeline after 送信済み. */
  events: z.array(AnnounceDeliveryEvent),
});
export type AnnounceRecipient = z.infer<typeof AnnounceRecipient>;

export const AnnounceDetail = AnnounceSentRow.extend({
  /** The body as HTML (text escaped, line breaks as <br>): shown through the notice sanitiser. */
  body: z.string(),
  announceToList: z.array(AnnounceRecipient),
});
export type AnnounceDetail = z.infer<typeof AnnounceDetail>;
