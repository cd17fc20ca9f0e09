import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { apiRoutes } from '../api-routes';
import { staffAccountEditors, staffAccountViewers } from '../roles';
import { StaffIdParams } from './wire';

/**
 * An account's second factors on the staff detail (docs/decisions/second-factors.md; the spec's
 * staff detail shows none: ours). The bundled IdP keeps them; with an external issuer the list is
 * empty and nothing can be reset here.
 */
export const SecondFactorKind = z.enum(['TOTP', 'PASSKEY', 'RECOVERY_CODES']);
export type SecondFactorKind = z.infer<typeof SecondFactorKind>;

export const SecondFactor = z.object({
  kind: SecondFactorKind,
  /** When it was enrolled (ISO 8601). */
  createdAt: z.string(),
  /** When it last signed the account in (ISO 8601), null: never. */
  lastUsedAt: z.string().nullable(),
  /** Recovery codes: how many are still unused. */
  remaining: z.number().int().optional(),
});
export type SecondFactor = z.infer<typeof SecondFactor>;

export const StaffSecondFactors = z.object({
  factors: z.array(SecondFactor),
  /** Whether this account must sign in with a second factor (SECOND_FACTOR_ROLES). */
  required: z.boolean(),
  /** Whether the portal's own IdP keeps the factors (false: an external issuer does). */
  managed: z.boolean(),
  abilities: z.object({
    /** Reset every factor: an administrator, of someone else's account, with the bundled IdP. */
    reset: z.boolean(),
  }),
});
export type StaffSecondFactors = z.infer<typeof StaffSecondFactors>;

export const staffSecondFactorEndpoints = {
  staffSecondFactors: defineEndpoint({
    ...apiRoutes.staffSecondFactors,
    params: StaffIdParams,
    response: StaffSecondFactors,
    access: staffAccountViewers,
    summary: "An account's second factors (kind, added, last used) with the caller's abilities.",
  }),
  staffSecondFactorsReset: defineEndpoint({
    ...apiRoutes.staffSecondFactorsReset,
    params: StaffIdParams,
    response: StaffSecondFactors,
    access: staffAccountEditors,
    summary:
      'Removes every second factor of another account (its own: 403): it enrols again at its next sign-in, its sessions end, it is told by mail; audited.',
  }),
};
