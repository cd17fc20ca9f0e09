import { z } from '../zod';
import type { NoticeStatus } from '../enums';
import { isRealDate } from '../dates';
import { RequiredDate, RequiredId, requiredText } from '../fields';
import { countCharacters, limits } from '../limits';
import { messages } from '../messages';
import { hasForbiddenTextCharacters, hasUnstorableCharacters } from '../text';
import { decodeNoticeBody, isBlankNoticeBody, noticeBodyLength } from './body';
import { ReminderRule } from '../reminder-rule';

/**
 * The notice registration/edit rules of spec 000 §5, written once: the client form uses
 * `noticeFormSchema(...)` as its resolver, the server parses every saved notice with the same
 * schema (after JSON-decoding and sanitising the body) using its clock's today and its sanitiser.
 */

/**
 * The body as HTML (decoded), the rules that need no HTML parser: required (visible text) and the
 * size cap of the stored HTML (`limits.noticeBodyHtmlMax`). The 5000 rule counts the text a reader
 * sees, so it needs a parser and comes with `noticeFormSchema`'s `bodyText`.
 */
export const NoticeBodyHtml = z
  .string({ error: messages.required })
  .refine((html) => !hasUnstorableCharacters(html), messages.notice_body_format)
  .refine((html) => !isBlankNoticeBody(html), messages.required)
  .refine((html) => !hasForbiddenTextCharacters(html), messages.forbidden_characters)
  .refine(
    (html) => countCharacters(html) <= limits.noticeBodyHtmlMax,
    messages.notice_body_html_too_large,
  );

/** `NoticeBodyHtml` plus spec 000 §5 "body up to 5000" by `noticeBodyLength`. */
export const noticeBodyRule = (bodyText: (html: string) => string) =>
  NoticeBodyHtml.refine(
    (html) => noticeBodyLength(html, bodyText) <= limits.noticeBodyMax,
    messages.max_length(limits.noticeBodyMax),
  );

/** The body on the wire: a JSON-encoded string whose decoded HTML follows `NoticeBodyHtml`. */
export const NoticeBodyJson = z.string({ error: messages.required }).superRefine((wire, ctx) => {
  const html = decodeNoticeBody(wire);
  if (html === null) {
    ctx.addIssue({ code: 'custom', message: messages.notice_body_format });
    return;
  }
  const result = NoticeBodyHtml.safeParse(html);
  if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]!.message });
});

/** The fields of the form, each with its own rule; the date rules that need "today" come on top. */
export const NoticeForm = z.object({
  noticeTitle: requiredText(limits.noticeTitleMax),
  noticeBody: NoticeBodyHtml,
  /** A `noticeCategoryId` of `GET /api/v1/schools/notice-category`. */
  noticeCategory: RequiredId,
  /** A `noticeGroupId` of `GET /api/v1/schools/destinations`; read-only once the notice exists. */
  noticeGroupId: RequiredId,
  /** YYYY-MM-DD. */
  noticeStartDate: RequiredDate,
  /** YYYY-MM-DD; `9999-12-31` (limits.noEndDate) when "no end date" is checked. */
  noticeEndDate: RequiredDate,
  noticeImportantFlag: z.boolean(),
  /**
   * Reminders to the unread by rule (docs/decisions/reminders.md): null removes the rule; absent
   * (an update) keeps the stored one. Only the roles that write the notice set it.
   */
  reminderRule: ReminderRule.nullable().optional(),
});
export type NoticeForm = z.infer<typeof NoticeForm>;

export interface NoticeDateContext {
  /** Today in Asia/Tokyo (server: clock.today(); client: tokyoDateOf(new Date())). */
  today: string;
  /**
   * The saved dates of a notice that was ever opened (`everOpened`, a draft again included). A
   * date left as it was is not held to the "today or later" / "after today" rules, so an
   * IN_RELEASE or ended notice can still be corrected; the order of start and end is always
   * checked.
   */
  current?: { noticeStartDate: string; noticeEndDate: string } | undefined;
}

type DateField = 'noticeStartDate' | 'noticeEndDate';

/** The date rules of spec 000 §5, one message per field. */
export function noticeDateErrors(
  values: { noticeStartDate?: unknown; noticeEndDate?: unknown },
  { today, current }: NoticeDateContext,
): Partial<Record<DateField, string>> {
  const errors: Partial<Record<DateField, string>> = {};
  const start = validDate(values.noticeStartDate);
  const end = validDate(values.noticeEndDate);
  if (start) {
    const checkToday = start !== current?.noticeStartDate;
    if (checkToday && start < today) errors.noticeStartDate = messages.notice_start_date_past;
    else if (end && start > end) errors.noticeStartDate = messages.notice_start_after_end;
  }
  if (end) {
    const checkToday = end !== current?.noticeEndDate;
    if (checkToday && end <= today) errors.noticeEndDate = messages.notice_end_date_not_future;
    else if (start && end <= start) errors.noticeEndDate = messages.notice_end_before_start;
  }
  return errors;
}

const validDate = (v: unknown): string | null =>
  typeof v === 'string' && isRealDate(v) ? v : null;

/** Adds the date rules to an object schema holding noticeStartDate and noticeEndDate. */
export function withNoticeDateRules<
  T extends z.ZodType<{ noticeStartDate: string; noticeEndDate: string }>,
>(schema: T, ctx: NoticeDateContext): T {
  return schema.superRefine(
    (values, refine) => {
      const errors = noticeDateErrors(values as Record<string, unknown>, ctx);
      for (const [field, message] of Object.entries(errors)) {
        refine.addIssue({ code: 'custom', path: [field], message });
      }
      // Run even when other fields failed, so the form shows every message at once.
    },
    { when: () => true },
  ) as T;
}

export interface NoticeFormContext extends NoticeDateContext {
  /**
   * The text a reader sees of a body: a NoticeSanitizer's `textOf` (server: DOMPurify on jsdom,
   * client: DOMPurify in the browser), which the body length rule counts.
   */
  bodyText(html: string): string;
}

const buildNoticeFormSchema = ({ bodyText, today, current }: NoticeFormContext) =>
  withNoticeDateRules(NoticeForm.extend({ noticeBody: noticeBodyRule(bodyText) }), {
    today,
    current: current && { ...current },
  });

/** How many date contexts keep their schema, per bodyText (a day's creations share one). */
const KEPT_FORM_SCHEMAS = 32;
const formSchemas = new WeakMap<
  NoticeFormContext['bodyText'],
  Map<string, ReturnType<typeof buildNoticeFormSchema>>
>();

/**
 * The whole form rule for a given today (and, when editing an open notice, its saved dates). The
 * body length is counted on `bodyText(html)`; the server passes the sanitised HTML it stores.
 * Built once per bodyText and date context, not per call: zod compiles a new object schema on its
 * first parse (about 0.3 ms of a save, against 0.02 ms to parse with one already built).
 */
export function noticeFormSchema(ctx: NoticeFormContext) {
  let byDates = formSchemas.get(ctx.bodyText);
  if (!byDates) formSchemas.set(ctx.bodyText, (byDates = new Map()));
  const key = `${ctx.today} ${ctx.current?.noticeStartDate} ${ctx.current?.noticeEndDate}`;
  let schema = byDates.get(key);
  if (!schema) {
    if (byDates.size >= KEPT_FORM_SCHEMAS) byDates.delete(byDates.keys().next().value!);
    schema = buildNoticeFormSchema(ctx);
    byDates.set(key, schema);
  }
  return schema;
}

/** The server's status rule (spec 000 §4), by Asia/Tokyo business dates. */
export function noticeStatusOf(
  n: { noticeOpenStatus: boolean; noticeStartDate: string; noticeEndDate: string },
  today: string,
): NoticeStatus {
  if (!n.noticeOpenStatus) return 'DRAFT';
  if (n.noticeStartDate > today) return 'PRE_RELEASE';
  if (n.noticeEndDate < today) return 'END_OF_RELEASE';
  return 'IN_RELEASE';
}
