import { z } from './zod';
import { anySignedIn, only } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { JidField, Seq } from './fields';
import { SecondFactor } from './staff-accounts/second-factors';

export const Profile = z.object({
  schoolName: z.string().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  jid: z.string().nullable(),
  /** Send it back with an update; a stale one answers 409 conflict. */
  seq: z.number().int(),
});
export type Profile = z.infer<typeof Profile>;

/** Spec 001 §5: the JID rule is fields.ts's `JidField`. */
export const ProfileUpdateBody = z.object({
  jid: JidField,
  seq: Seq,
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

/**
 * The caller's own second factors on the profile (docs/decisions/second-factors.md): what is set
 * up, and whether the bundled IdP's page to manage them can be opened (`abilities.manage`).
 */
export const OwnSecondFactors = z.object({
  factors: z.array(SecondFactor),
  /** SECOND_FACTOR_ROLES names the caller: a factor is required, the last one stays. */
  required: z.boolean(),
  abilities: z.object({
    /** The portal's own IdP keeps the factors (an external issuer manages its own). */
    manage: z.boolean(),
  }),
});
export type OwnSecondFactors = z.infer<typeof OwnSecondFactors>;

/**
 * The authorization parameter with which the portal opens the bundled IdP's page managing one's
 * own second factors (with `prompt=login`: the password and the factor are asked again first).
 */
export const manageSecondFactors = { param: 'tayori_action', value: 'second-factors' } as const;

export const profileEndpoints = {
  profile: defineEndpoint({
    ...apiRoutes.profile,
    response: Profile,
    access: anySignedIn,
    summary: "The caller's own profile.",
  }),
  profileUpdate: defineEndpoint({
    ...apiRoutes.profileUpdate,
    body: ProfileUpdateBody,
    response: Profile,
    // Only STAFF may edit the JID, and the JID is all this call changes.
    access: only('STAFF'),
    summary: "Updates the caller's JID; answers the saved profile with the new seq.",
    errors: [409],
  }),
  profileSecondFactors: defineEndpoint({
    ...apiRoutes.profileSecondFactors,
    response: OwnSecondFactors,
    access: anySignedIn,
    summary:
      "The caller's own second factors (kind, added, last used), and whether they can be managed here.",
  }),
};
