import { z } from './zod';
import { anySignedIn, publicAccess } from './access';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { RoleType, UserStatusType, UserType } from './enums';

export const Me = z.object({
  userId: z.string(),
  userType: UserType,
  roleType: RoleType.nullable(),
  lastName: z.string(),
  firstName: z.string(),
  emailAddress: z.string(),
  schoolName: z.string().nullable(),
  /** The code of the user's school (the chatbot page's error block names it); null without one. */
  extendedSchoolCode: z.string().nullable(),
  /**
   * The user statuses the caller may choose, in searches and edits alike (spec 001 §4: DELETE only
   * for SYSTEM_ADMINISTRATOR and VISTA_EDITOR); empty for anyone but staff.
   */
  userStatusChoices: z.array(UserStatusType),
});
export type Me = z.infer<typeof Me>;

export const StartResponse = z.object({ ok: z.literal(true) });

export const identityEndpoints = {
  me: defineEndpoint({
    ...apiRoutes.me,
    response: Me,
    access: anySignedIn,
    summary: 'The signed-in user: userType and roleType come from the database.',
  }),
  start: defineEndpoint({
    ...apiRoutes.start,
    response: StartResponse,
    access: publicAccess,
    summary: 'Sets the XSRF-TOKEN cookie before the identity check.',
  }),
};
