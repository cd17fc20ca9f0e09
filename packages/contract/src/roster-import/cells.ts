import { z } from '../zod';
import { schoolYearLabel } from '../code-labels';
import { parseCompactDate } from '../dates';
import { OptionalPhoneNumberField } from '../fields';
import { messages } from '../messages';
import { toHalfWidth, toHalfWidthDigits } from '../typed-text';
import { readWrittenDate } from '../written-date';

/**
 * The roster layouts' cell rules that read what a spreadsheet writes (docs/roster-import.md):
 * counts, dates, phone numbers Excel took the 0 from, labels the student export writes for codes.
 * Each hands the column's own field rule (fields.ts) a value in the form that rule expects.
 */

/** A whole number a count or year cell holds (full-width digits allowed), within PostgreSQL's integer. */
export const count = z
  .string()
  .overwrite(toHalfWidth)
  .regex(/^\d{1,9}$/, messages.import_count_format)
  .transform(Number);

export const optional = (schema: z.ZodType, fallback: unknown) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional().default(fallback as never));

/** Ten digits not starting with 0: a phone number whose 0 Excel dropped (a number cell). */
const DROPPED_ZERO = /^[1-9]\d{9}$/;

/** Whether a 電話番号 cell is a phone number that lost its leading 0 in a spreadsheet. */
export const phoneLostItsZero = (cell: string) => DROPPED_ZERO.test(toHalfWidthDigits(cell));

/**
 * 電話番号: the edit form's rule, the lost 0 put back. The students planner accepts the number so
 * only when it is the stored one (an export opened in Excel and saved); any other such number is
 * refused saying the 0 is missing (import_phone_leading_zero).
 */
export const phoneCell = z
  .string()
  .transform((v) => (phoneLostItsZero(v) ? `0${toHalfWidthDigits(v)}` : v))
  // A cell is always text; the field also takes null (a detail's empty phone), which a cell never is.
  .pipe(OptionalPhoneNumberField as z.ZodType<string, string>);

/**
 * A date cell as a spreadsheet writes it (readWrittenDate: 2008/5/14, 平成20年5月14日, …) as
 * YYYYMMDD for the column's own rule; a date-shaped cell with no such day is 無効な日付です, and
 * anything else reaches the rule as it is, so its message says what the column expects.
 */
export const writtenDate = (rule: z.ZodType<unknown, string>) =>
  z
    .string()
    .transform((v, ctx) => {
      const read = readWrittenDate(v);
      if (read && 'impossible' in read) {
        ctx.addIssue({ code: 'custom', message: messages.invalid_date });
        return z.NEVER;
      }
      return read?.date ?? v;
    })
    .pipe(rule);

/** 受験日: a written date as YYYY-MM-DD; empty: none. */
export const optionalDate = writtenDate(
  z.string().transform((v, ctx) => {
    if (v.trim() === '') return null;
    const iso = parseCompactDate(v);
    if (!iso) ctx.addIssue({ code: 'custom', message: messages.invalid_date });
    return iso;
  }),
);

/**
 * A code column that also takes the code's label, as the student CSV export writes it (正科生, 在籍,
 * 1年): the export edited in a spreadsheet imports back as it is.
 */
export const codeOrLabel = (labels: Record<string, string>, codes: z.ZodType) =>
  z.preprocess((v) => {
    const code = Object.entries(labels).find(([, label]) => label === v)?.[0];
    return code ?? v;
  }, codes);

/** 学年 as the export writes it: 1年 … 4年, なし. */
export const schoolYearCodes = Object.fromEntries(
  [1, 2, 3, 4, -1].map((year) => [String(year), schoolYearLabel(year)]),
);
