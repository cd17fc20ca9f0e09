import { z } from './zod';
import { defineEndpoint } from './endpoint';
import { apiRoutes } from './api-routes';
import { contactabilityReaders } from './roles';
import { ExtendedSchoolCode, RequiredDate } from './fields';
import { MailSuppressionReason } from './delivery';
import { countFields } from './answer-fields';

/** Days within which opening the portal counts as reachable there. */
export const PORTAL_RECENT_DAYS = 30;
/** The most rows each list of the board answers (a school's problems, not its roster). */
export const CONTACTABILITY_LIST_MAX = 500;

export const ContactabilityParams = z.object({ extendedSchoolCode: ExtendedSchoolCode });

/** Days of the rate over time the board answers (one snapshot a day, docs/decisions/delivery.md). */
export const CONTACTABILITY_HISTORY_DAYS = 90;

/** Reached by at least one channel, in percent of `total` (one decimal; 100 when there is nobody). */
export function contactableRate(total: number, unreachable: number): number {
  return total === 0 ? 100 : Math.round(((total - unreachable) / total) * 1000) / 10;
}

/**
 * One group's figures (the school's ACTIVE students, or its ACTIVE staff), each a number of its
 * people: `total`; who opened the portal at least once (`portalEver`) or in the last
 * PORTAL_RECENT_DAYS days (`portalRecent`); whose address is not suppressed by bounces or a
 * complaint (`mailReachable`) or is (`mailSuppressed`); with a phone number on file (`phoneOnFile`;
 * students: the identity check's SMS goes to it); reached by none of the three (`unreachable`).
 */
export const ContactabilityFigures = z.object({
  ...countFields([
    'total',
    'portalEver',
    'portalRecent',
    'mailReachable',
    'mailSuppressed',
    'phoneOnFile',
    'unreachable',
  ]),
  /** Reached by at least one, in percent of `total` (one decimal; 100 when there is nobody). */
  contactableRate: z.number(),
});
export type ContactabilityFigures = z.infer<typeof ContactabilityFigures>;

/** A person on one of the board's lists, with a way to their detail. */
export const ContactabilityPerson = z.object({
  userId: z.string(),
  userType: z.enum(['STUDENT', 'STAFF']),
  name: z.string(),
  /** Students only. */
  studentNumber: z.string().nullable(),
  emailAddress: z.string(),
  /** Why the address is suppressed, when it is. */
  mailSuppression: MailSuppressionReason.nullable(),
  /** The remote server's words of the bounce that suppressed it. */
  mailError: z.string().nullable(),
  /** ISO 8601 instants: the address suppressed since; the portal last opened. */
  suppressedSince: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  phoneOnFile: z.boolean(),
});
export type ContactabilityPerson = z.infer<typeof ContactabilityPerson>;

/** How a school stood on a day (Asia/Tokyo): the rate and the unreachable of each group. */
export const ContactabilityDay = z.object({
  day: RequiredDate,
  studentRate: z.number(),
  studentUnreachable: z.number().int(),
  staffRate: z.number(),
  staffUnreachable: z.number().int(),
});
export type ContactabilityDay = z.infer<typeof ContactabilityDay>;

export const Contactability = z.object({
  schoolName: z.string(),
  students: ContactabilityFigures,
  staff: ContactabilityFigures,
  /** The rate over time: the days with a snapshot within CONTACTABILITY_HISTORY_DAYS, oldest first. */
  history: z.array(ContactabilityDay),
  /** Bouncing addresses, newest first: correct them in the person's detail. */
  bouncingList: z.array(ContactabilityPerson),
  /** Reached by no channel, students first. */
  unreachableList: z.array(ContactabilityPerson),
});
export type Contactability = z.infer<typeof Contactability>;

/** The person whose current address is to be mailed again (their detail or the board's row). */
export const ContactabilityReleaseBody = z.object({ userId: z.guid() });
export const ContactabilityReleased = z.object({ released: z.boolean() });

export const contactabilityEndpoints = {
  contactability: defineEndpoint({
    ...apiRoutes.contactability,
    params: ContactabilityParams,
    response: Contactability,
    access: contactabilityReaders,
    summary:
      "A school's contactability: who is reached by the portal, mail and phone, the bouncing addresses and those reached by none; a school out of reach answers 404.",
    errors: [404],
  }),
  contactabilityRelease: defineEndpoint({
    ...apiRoutes.contactabilityRelease,
    params: ContactabilityParams,
    body: ContactabilityReleaseBody,
    response: ContactabilityReleased,
    access: contactabilityReaders,
    summary:
      "Mails a person's suppressed address again (the mailbox is fixed: full no more, the complaint withdrawn); audited. A person outside the school answers 404.",
    errors: [404],
  }),
};
