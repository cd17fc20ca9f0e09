import { z } from './zod';
import { tokyoDateOf } from './dates';
import { publicAccess } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { birthdayField, ExtendedSchoolCode, PhoneNumberField, StudentNumberField } from './fields';

/**
 * The identity check (spec 000 §5): its field rules are fields.ts's, so the server and the
 * identification form (its resolver) check the same.
 */
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
