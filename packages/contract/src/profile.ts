import { z } from './zod';
import { anySignedIn, defineEndpoint, only } from './endpoint';
import { apiRoutes } from './api-routes';
import { limits } from './limits';
import { messages } from './messages';
import { Seq } from './fields';
import { typedText } from './typed-text';

export const Profile = z.object({
  schoolName: z.string().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  jid: z.string().nullable(),
  /** Send it back with an update; a stale one answers 409 conflict. */
  seq: z.number().int(),
});
export type Profile = z.infer<typeof Profile>;

/**
 * JID: required, 1–16 half-width alphanumerics (spec 001 §5, message key jid_required), checked
 * after full-width letters and digits typed with an IME are made half-width.
 */
export const JidField = z
  .string({ error: messages.jid_required })
  .overwrite(typedText.jid)
  .regex(new RegExp(`^[A-Za-z0-9]{1,${limits.jidMax}}$`), messages.jid_required);

export const ProfileUpdateBody = z.object({
  jid: JidField,
  seq: Seq,
});
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBody>;

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
};
