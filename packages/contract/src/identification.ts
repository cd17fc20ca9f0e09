import { z } from './zod';
import { tokyoDateOf, parseCompactDate } from './dates';
import { defineEndpoint, publicAccess } from './endpoint';
import { apiRoutes } from './api-routes';
import { ExtendedSchoolCode } from './fields';
import { limits } from './limits';
import { messages } from './messages';
import { typedText } from './typed-text';

/**
 * The identity check's field rules (spec 000 §5), written once: the server validates with them and
 * the identification form uses them as its resolver. Each first normalises what an IME typed
 * (`typedText`); the spec's messages are for what is still wrong after that.
 */
export const StudentNumberField = z
  .string({ error: messages.required })
  .overwrite(typedText.studentNumber)
  .min(1, messages.required)
  .regex(new RegExp(`^[A-Za-z0-9]{1,${limits.studentNumberMax}}$`), messages.student_number_format);

export const PhoneNumberField = z
  .string({ error: messages.required })
  .overwrite(typedText.phoneNumber)
  .min(1, messages.required)
  .regex(new RegExp(`^\\d{${limits.phoneLength}}$`), messages.phone_format);

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

/** The birthday rule against a given "today" (the server passes its injectable clock). */
export const birthdayField = (today: () => string) =>
  z
    .string({ error: messages.required })
    .overwrite(typedText.birthday)
    .superRefine((value, ctx) => {
      const problem = birthdayProblem(value, today());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const identificationBodyFor = (today: () => string) =>
  z.object({
    /** YYYYMMDD, e.g. 20080402 (full-width digits and hyphens are normalised first). */
    birthday: birthdayField(today),
    /**
     * 11 digits, e.g. 09012345678: the mobile number registered by the school. Full-width digits
     * and hyphens are normalised first (090-1234-5678 is accepted as 09012345678).
     */
    phoneNumber: PhoneNumberField,
  });

/** The body checked against today on this machine's clock; the server swaps in its own clock. */
export const IdentificationBody = identificationBodyFor(() => tokyoDateOf(new Date()));
export type IdentificationBody = z.infer<typeof IdentificationBody>;

export const IdentificationParams = z.object({
  /** The school's extendedSchoolCode. */
  school: ExtendedSchoolCode,
  studentNumber: StudentNumberField,
});
export type IdentificationParams = z.infer<typeof IdentificationParams>;

export const IdentificationResponse = z.object({
  /**
   * true only when the details matched an active student and the SMS was queued or sent. false says
   * nothing about which detail was wrong or whether the student exists.
   */
  successFlag: z.boolean(),
});
export type IdentificationResponse = z.infer<typeof IdentificationResponse>;

export const identificationEndpoints = {
  identityCheck: defineEndpoint({
    ...apiRoutes.identityCheck,
    params: IdentificationParams,
    body: IdentificationBody,
    response: IdentificationResponse,
    access: publicAccess,
    summary:
      'The student identity check: on a match sends the sign-in ID and a temporary password by SMS. ' +
      'Rate limited (429 tooManyRequests).',
    errors: [429],
  }),
};
