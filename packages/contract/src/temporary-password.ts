import { z } from './zod';
import { apiRoutes } from './api-routes';
import { defineEndpoint } from './endpoint';
import { UserType } from './enums';
import { UserIdParam } from './fields';
import { temporaryPasswordIssuers } from './roles';

/**
 * Spec 001 §2, §4, §7: a temporary password for an ACTIVE account, fetched from an account's
 * detail (students now; staff and tutors later). It replaces the old password, must be replaced at
 * the next sign-in, expires after 7 days and ends the account's sessions.
 */
export const TemporaryPasswordParams = z.object({ uid: UserIdParam });

export const TemporaryPasswordBody = z.object({
  /** The account's userType (STUDENT for students); another type than the account's answers 404. */
  userType: UserType,
});
export type TemporaryPasswordBody = z.infer<typeof TemporaryPasswordBody>;

export const TemporaryPasswordResponse = z.object({
  /** Shown once; never stored in readable form or logged. */
  temporaryPassword: z.string(),
});
export type TemporaryPasswordResponse = z.infer<typeof TemporaryPasswordResponse>;

export const temporaryPasswordEndpoints = {
  temporaryPassword: defineEndpoint({
    ...apiRoutes.temporaryPassword,
    params: TemporaryPasswordParams,
    body: TemporaryPasswordBody,
    response: TemporaryPasswordResponse,
    access: temporaryPasswordIssuers,
    summary:
      'Issues a temporary password for an ACTIVE account the caller reaches (students: SYSTEM_ADMINISTRATOR, SCHOOL_EDITOR, SCHOOL_VIEWER). An account of another status answers 409.',
    errors: [409],
  }),
};
