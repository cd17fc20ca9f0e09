import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { noticeReaders, noticeWriters } from './roles';
import { messages } from './messages';
import { limits } from './limits';
import { StaffNoticeIdParams } from './staff-notices/detail';
import { emptyAsAbsent, QueryFlag } from './fields';
import { only } from './access';
import { ReminderChannel, reminderChannels } from './reminder-rule';
import { countFields } from './answer-fields';

/**
 * Reminders to the unread (docs/decisions/reminders.md): a notice's recipients who have not read
 * it are reminded through the channels the sender picks — a push to their devices, a mail to their
 * address, a text to their phone — each only while they still have not read it, and only through a
 * channel that works for them. The same reach and roles as writing the notice.
 */
export const noticeReminders = noticeWriters;

export const REMINDER_INTERVAL_MINUTES = limits.reminderIntervalMinutes;

/**
 * Whether a reminder is urgent: it goes at once, even in the quiet hours (21:00–07:00 Tokyo), and
 * to the channels a student muted. Not urgent (the default): it waits for 07:00, and a student's
 * muted channels are left out.
 */
export const NoticeReminderReachQuery = z.object({
  urgent: QueryFlag,
});

/** How many of the unread each channel reaches now (the dialog shows it before sending). */
export const NoticeReminderReach = z.object({
  unread: z.number().int(),
  /**
   * Per channel (push, mail, sms): with at least one device for push / an address not suppressed /
   * a phone number on file, and (not urgent) the channel not muted by the student.
   */
  ...countFields(reminderChannels),
  /** ISO 8601: the last reminder of this notice, if any. */
  lastRemindedAt: z.string().nullable(),
  /** ISO 8601: in the quiet hours, when a reminder that is not urgent would go; else null. */
  quietUntil: z.string().nullable(),
});
export type NoticeReminderReach = z.infer<typeof NoticeReminderReach>;

export const NoticeReminderBody = z.object({
  channels: z
    .array(ReminderChannel, { error: messages.reminder_channel_required })
    .min(1, messages.reminder_channel_required)
    .refine((c) => new Set(c).size === c.length, messages.reminder_channel_required),
  urgent: z.boolean().default(false),
});
export type NoticeReminderBody = z.infer<typeof NoticeReminderBody>;

/** What was queued: one delivery per recipient and channel that reaches them. */
export const NoticeReminderQueued = z.object({
  reminderId: z.number().int(),
  /** ISO 8601: when it goes (now, or 07:00 Tokyo after the quiet hours). */
  dueAt: z.string(),
  /** Per channel (push, mail, sms). */
  ...countFields(reminderChannels),
});
export type NoticeReminderQueued = z.infer<typeof NoticeReminderQueued>;

/** A reminder on a recipient's timeline (the read status): when, by which channel, how it went. */
export const ReminderDelivery = z.object({
  channel: ReminderChannel,
  /** sent: taken by the push service / mail server / SMS provider; skipped: read by then. */
  state: z.enum(['queued', 'sent', 'failed', 'skipped']),
  /** ISO 8601: sent, or decided. */
  at: z.string().nullable(),
});
export type ReminderDelivery = z.infer<typeof ReminderDelivery>;

/** A student's reminder settings: the channels they take no reminder by unless it is urgent. */
export const ReminderSettings = z.object({
  muted: z
    .array(ReminderChannel)
    .refine((c) => new Set(c).size === c.length, messages.validation_incorrect),
});
export type ReminderSettings = z.infer<typeof ReminderSettings>;

/**
 * A notice's read share over time (docs/decisions/reminders.md): for each series (the whole, or
 * each school year or course on request), how many had read it at each point after it reached the
 * portal, and the reminders sent, to see what each step did.
 */
export const NoticeReadRatesQuery = z.object({
  by: emptyAsAbsent(z.enum(['schoolYear', 'course'])),
});
export const NoticeReadRates = z.object({
  /** ISO 8601: when it reached the portal (its start date's 00:00 Tokyo, or when it was opened). */
  publishedAt: z.string(),
  /** Hours after publication of each point, the last one now (or the notice's end). */
  hours: z.array(z.number()),
  series: z.array(
    z.object({
      /** 全体, 1年…, or the course's name. */
      label: z.string(),
      total: z.number().int(),
      /** How many had read it by each point of `hours`. */
      read: z.array(z.number().int()),
    }),
  ),
  reminders: z.array(z.object({ at: z.string(), channels: z.array(ReminderChannel) })),
});
export type NoticeReadRates = z.infer<typeof NoticeReadRates>;

export const reminderEndpoints = {
  noticeReadRates: defineEndpoint({
    ...apiRoutes.noticeReadRates,
    params: StaffNoticeIdParams,
    query: NoticeReadRatesQuery,
    response: NoticeReadRates,
    access: noticeReaders,
    summary:
      "A notice's read share over time since it reached the portal, whole or per school year or course, with its reminders; a notice out of reach answers 404.",
    errors: [404],
  }),
  reminderSettings: defineEndpoint({
    ...apiRoutes.reminderSettings,
    response: ReminderSettings,
    access: only('STUDENT'),
    summary: 'The channels the student takes no reminder by, unless it is urgent.',
  }),
  reminderSettingsUpdate: defineEndpoint({
    ...apiRoutes.reminderSettingsUpdate,
    body: ReminderSettings,
    response: ReminderSettings,
    access: only('STUDENT'),
    summary: 'Sets the channels the student takes no reminder by, unless it is urgent; audited.',
  }),
  noticeReminderReach: defineEndpoint({
    ...apiRoutes.noticeReminderReach,
    params: StaffNoticeIdParams,
    query: NoticeReminderReachQuery,
    response: NoticeReminderReach,
    access: noticeReminders,
    summary:
      "How many of a notice's unread recipients each channel (push, mail, SMS) reaches now; a notice out of reach answers 404.",
    errors: [404],
  }),
  noticeReminderSend: defineEndpoint({
    ...apiRoutes.noticeReminderSend,
    params: StaffNoticeIdParams,
    body: NoticeReminderBody,
    response: NoticeReminderQueued,
    access: noticeReminders,
    summary:
      'Reminds the unread recipients of a notice now through the chosen channels (each only while still unread at its send, only where the channel works for them); audited. A reminder within REMINDER_INTERVAL_MINUTES of the last answers 409.',
    errors: [404, 409],
  }),
};
