import { z } from '../zod';
import { isRealDate, parseCompactDate } from '../dates';
import { SchoolYear } from '../enums';
import { limits } from '../limits';
import { messages } from '../messages';
import { typedText } from '../typed-text';
import { nullAsEmpty } from './empty';

// Field rules several areas share (../fields.ts): numbers and dates people type.

/** Spec 000 §5: 11 digits, required; 090-1234-5678 is accepted as 09012345678. */
export const PhoneNumberField = z
  .string({ error: messages.required })
  .overwrite(typedText.phoneNumber)
  .min(1, messages.required)
  .regex(new RegExp(`^\\d{${limits.phoneLength}}$`), messages.phone_format);

/**
 * Spec 001 §5 (student edit): a phone number may be left empty (or null, as the detail answers
 * none), else exactly 11 digits.
 */
export const OptionalPhoneNumberField = nullAsEmpty(
  z
    .string()
    .overwrite(typedText.phoneNumber)
    .regex(new RegExp(`^(\\d{${limits.phoneLength}})?$`), messages.phone_format),
);

/**
 * Why a birthday (YYYYMMDD) is refused, or null when it is fine: spec 000 §5, "a real date after
 * 1900-01-01 and before today": both ends excluded (`today` is YYYY-MM-DD in Asia/Tokyo).
 */
export function birthdayProblem(value: string, today: string): string | null {
  if (value === '') return messages.required;
  if (!new RegExp(`^\\d{${limits.birthdayLength}}$`).test(value)) return messages.birthday_format;
  const iso = parseCompactDate(value);
  if (!iso || iso <= limits.birthdayMin || iso >= today) return messages.invalid_date;
  return null;
}

/**
 * A birthday, required, against a given "today" (the server passes its injectable clock): the
 * identity check (spec 000 §5) and the student edit (spec 001 §5).
 */
export const birthdayField = (today: () => string) =>
  z
    .string({ error: messages.required })
    .overwrite(typedText.birthday)
    .superRefine((value, ctx) => {
      const problem = birthdayProblem(value, today());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A school year as text (a query value, a roster cell) read as its number: 1–4, or -1 for none
 * (spec 001 §3).
 */
export const SchoolYearField = z.coerce.number().pipe(SchoolYear);

/** An admission year as text (a query value, a roster cell) read as its number: a year AD. */
export const AdmissionYearField = z.coerce
  .number()
  .int()
  .min(limits.admissionYearMin)
  .max(limits.admissionYearMax);

/** A required business date, YYYY-MM-DD. */
export const RequiredDate = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .refine(isRealDate, messages.invalid_date);

/**
 * Spec 001 §5: course year, required, 1 to 99. Absent is required; anything typed that is not a
 * number (a form's NaN) is the format's message, not "required".
 */
export const CourseYearField = z
  .number({
    error: (issue) => (issue.input === undefined ? messages.required : messages.course_year_format),
  })
  .int(messages.course_year_format)
  .min(limits.courseYearMin, messages.course_year_format)
  .max(limits.courseYearMax, messages.course_year_format);
