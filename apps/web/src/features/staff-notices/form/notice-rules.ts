import type { Control } from 'react-hook-form';
import {
  decodeNoticeBody,
  encodeNoticeBody,
  isRealDate,
  limits,
  noticeFormSchema,
  type NoticeDateContext,
  type NoticeForm,
  type NoticeRegistrationBody,
  type ReminderChannel,
  type ReminderRule,
  type StaffNoticeDetail,
} from '@tayori/contract';
import type { MessageKey } from '../../../shared/i18n';
import { noticeBodyText, sanitizeNoticeHtml } from '../../../shared/html/notice-html';

/**
 * The registration/edit form's own rules; the field rules themselves are the contract's
 * (`noticeFormSchema`), applied to `toContractValues(values)`.
 */

/**
 * What the form holds: dates as the kit's DateInput holds them (YYYY-MM-DD, '' empty, 'invalid'
 * no such day), selects start empty, "no end date" is a checkbox.
 */
export interface NoticeFormValues {
  noticeTitle: string;
  /** HTML from the editor. */
  noticeBody: string;
  noticeImportantFlag: boolean;
  noticeCategory: number | null;
  noticeGroupId: number | null;
  noticeStartDate: string;
  noticeEndDate: string;
  /** 終了日を設定しない: sends 9999-12-31 (limits.noEndDate). */
  noEndDate: boolean;
  /** 未読者への再通知: no steps sends no rule (null); hours as typed. */
  reminderRule: ReminderRuleValues;
}

export interface ReminderRuleValues {
  steps: { channel: ReminderChannel; afterHours: string }[];
  urgent: boolean;
}

/** The form's control: holds NoticeFormValues, submits the contract's NoticeForm. */
export type NoticeControl = Control<NoticeFormValues, unknown, NoticeForm>;

/** The form's values as the contract's NoticeForm fields (not yet validated). */
export function toContractValues(values: NoticeFormValues): Record<keyof NoticeForm, unknown> {
  return {
    noticeTitle: values.noticeTitle,
    noticeBody: values.noticeBody,
    noticeImportantFlag: values.noticeImportantFlag,
    noticeCategory: values.noticeCategory ?? undefined,
    noticeGroupId: values.noticeGroupId ?? undefined,
    noticeStartDate: values.noticeStartDate,
    noticeEndDate: values.noEndDate ? limits.noEndDate : values.noticeEndDate,
    reminderRule: toContractRule(values.reminderRule),
  };
}

/** The rule as the contract takes it: hours typed as a number become one, anything else stays. */
function toContractRule({ steps, urgent }: ReminderRuleValues) {
  if (steps.length === 0) return null;
  return {
    steps: steps.map(({ channel, afterHours }) => {
      const hours = Number(afterHours);
      return {
        channel,
        afterHours: afterHours.trim() !== '' && Number.isFinite(hours) ? hours : afterHours,
      };
    }),
    urgent,
  };
}

const noRule: ReminderRuleValues = { steps: [], urgent: false };

/** A stored rule in the form. */
const ruleValuesOf = (rule: ReminderRule | null): ReminderRuleValues =>
  rule
    ? {
        steps: rule.steps.map((s) => ({ channel: s.channel, afterHours: String(s.afterHours) })),
        urgent: rule.urgent,
      }
    : noRule;

/** The contract's schema for `today` (and the saved dates of an open notice), with this parser. */
export const noticeSchemaFor = (ctx: NoticeDateContext) =>
  noticeFormSchema({ ...ctx, bodyText: noticeBodyText });

/** Validates with the contract's schema for `today` (and the saved dates of an open notice). */
export function validateNoticeForm(values: NoticeFormValues, ctx: NoticeDateContext) {
  return noticeSchemaFor(ctx).safeParse(toContractValues(values));
}

export type SaveAction = 'draft' | 'save' | 'reserve';

/** Spec 000 §4: the open button reads 予約 when the start date is after today (Asia/Tokyo), else 保存. */
export function openActionOf(startDate: string, today: string): 'save' | 'reserve' {
  return isRealDate(startDate) && startDate > today ? 'reserve' : 'save';
}

export const actionLabelKey = {
  draft: 'notice_button_draft',
  save: 'notice_button_save',
  reserve: 'notice_button_reserve',
} as const satisfies Record<SaveAction, MessageKey>;

/** The confirmation of a save: special wording when any recipient is careful (sending is still allowed). */
export function confirmMessageKey(action: SaveAction, careful: boolean): MessageKey {
  if (careful) return `notice_confirm_${action}_careful`;
  return `notice_confirm_${action}`;
}

/** The POST body: the body sanitised and JSON-encoded, as the contract says. */
export function toRegistrationBody(values: NoticeForm, open: boolean): NoticeRegistrationBody {
  return {
    ...values,
    noticeBody: encodeNoticeBody(sanitizeNoticeHtml(values.noticeBody)),
    noticeOpenStatus: open,
  };
}

/** A new notice: starts today, no category or group yet. */
export function emptyNoticeForm(
  today: string,
  prefill: { noticeTitle?: string; noticeBody?: string } = {},
): NoticeFormValues {
  return {
    noticeTitle: prefill.noticeTitle ?? '',
    noticeBody: prefill.noticeBody ?? '',
    noticeImportantFlag: false,
    noticeCategory: null,
    noticeGroupId: null,
    noticeStartDate: today,
    noticeEndDate: '',
    noEndDate: false,
    reminderRule: noRule,
  };
}

/** Copy (spec 000 §4): only the title and the body carry over. */
export const copyOf = (source: StaffNoticeDetail, today: string): NoticeFormValues =>
  emptyNoticeForm(today, {
    noticeTitle: source.noticeTitle,
    noticeBody: decodeBody(source.noticeBody),
  });

/** An existing notice in the edit form. */
export function formValuesOf(detail: StaffNoticeDetail): NoticeFormValues {
  const noEndDate = detail.noticeEndDate === limits.noEndDate;
  return {
    noticeTitle: detail.noticeTitle,
    noticeBody: decodeBody(detail.noticeBody),
    noticeImportantFlag: detail.noticeImportantFlag,
    noticeCategory: detail.noticeCategory,
    noticeGroupId: detail.noticeGroupId,
    noticeStartDate: detail.noticeStartDate,
    noticeEndDate: noEndDate ? '' : detail.noticeEndDate,
    noEndDate,
    reminderRule: ruleValuesOf(detail.reminderRule),
  };
}

/** The stored body is a JSON-encoded string; an older plain one is taken as it is. */
const decodeBody = (wire: string): string => decodeNoticeBody(wire) ?? wire;
