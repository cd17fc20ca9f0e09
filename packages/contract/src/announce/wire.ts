import { z } from '../zod';
import { IdParam, QueryFlag, requiredName, requiredText } from '../fields';
import { limits } from '../limits';
import { messages } from '../messages';
import { DirectorySchoolYear, StudentDirectoryQuery } from '../student-directory';
import { hasForbiddenTextCharacters } from '../text';
import { MailSuppression } from '../delivery';
import { personNameColumns } from '../answer-fields';

/** Announcement mail (spec 001 §2 "Announcement mail", §3, §5, §7, §9): wire shapes. */

/** Ids in paths: mails and lists are numbered within PostgreSQL's `integer`. */
export const RowId = IdParam.max(limits.dbIntMax);

// ── Registration tab ─────────────────────────────────────────────────────────────────────────

/** What the caller may do on the screen (the send and list-save buttons). */
export const AnnounceAbilities = z.object({
  /** POST …/announce/mail, PUT and DELETE …/announce/list. */
  send: z.boolean(),
});
export type AnnounceAbilities = z.infer<typeof AnnounceAbilities>;

/** Spec 001 §3 author info: the signed-in staff member. */
export const AnnounceAuthor = z.object({
  ...personNameColumns,
  emailAddress: z.string(),
  schoolId: z.number().int().nullable(),
  schoolName: z.string().nullable(),
  extendedSchoolCode: z.string().nullable(),
  abilities: AnnounceAbilities,
});
export type AnnounceAuthor = z.infer<typeof AnnounceAuthor>;

/** Spec 001 §9: the synthetic 'author' entry of the from selector. */
export const ANNOUNCE_AUTHOR_FROM_ID = -1;

/** Spec 001 §3 from entry (the synthetic author entry has id -1). */
export const AnnounceFrom = z.object({
  announceFromId: z.number().int(),
  announceFromName: z.string(),
  announceFromMailaddress: z.string(),
});
export type AnnounceFrom = z.infer<typeof AnnounceFrom>;
export const AnnounceFromList = z.object({ announceFromResult: z.array(AnnounceFrom) });
export type AnnounceFromList = z.infer<typeof AnnounceFromList>;

/** A saved destination list (spec 001 §3: announceListId, announceListName). */
export const AnnounceListEntry = z.object({
  announceListId: z.number().int(),
  announceListName: z.string(),
});
export type AnnounceListEntry = z.infer<typeof AnnounceListEntry>;
export const AnnounceListList = z.object({ announceListResult: z.array(AnnounceListEntry) });
export type AnnounceListList = z.infer<typeof AnnounceListList>;

export const AnnounceListIdParams = z.object({ announceListId: RowId });
export const AnnounceListUsersQuery = z.object({
  announceListId: RowId,
});

/** A staff member among the destinations: spec 001 §2 "staff form a separate group". */
export const AnnounceStaff = z.object({
  id: z.string(),
  name: z.string(),
  emailAddress: z.string(),
});
export type AnnounceStaff = z.infer<typeof AnnounceStaff>;

/**
 * Destinations as the trees show them (spec 001 §2): students by school year, department, course
 * (the no-year node's id ends in 0), the school's staff apart, the careful students apart with
 * their count.
 */
export const AnnounceDestinations = z.object({
  announceUserResult: z.array(DirectorySchoolYear),
  announceStaffResult: z.array(AnnounceStaff),
  announceCarefulStudentResult: z.array(DirectorySchoolYear),
  carefulCount: z.number().int(),
});
export type AnnounceDestinations = z.infer<typeof AnnounceDestinations>;

/**
 * Spec 001 §7 GET …/send-list: the same trees under the name the spec gives that call's students,
 * announceSendListSearchResult (a saved list's users are announceUserResult).
 */
export const AnnounceSendListResult = AnnounceDestinations.omit({
  announceUserResult: true,
}).extend({ announceSendListSearchResult: z.array(DirectorySchoolYear) });
export type AnnounceSendListResult = z.infer<typeof AnnounceSendListResult>;

/** A search's result as destinations, the one shape the screen's trees read. */
export const destinationsOfSendList = ({
  announceSendListSearchResult,
  ...rest
}: AnnounceSendListResult): AnnounceDestinations => ({
  announceUserResult: announceSendListSearchResult,
  ...rest,
});

/** Destinations as the send-list call names them. */
export const sendListOfDestinations = ({
  announceUserResult,
  ...rest
}: AnnounceDestinations): AnnounceSendListResult => ({
  announceSendListSearchResult: announceUserResult,
  ...rest,
});

/** Spec 001 §5: at least one recipient ('unselected'); each a user id; at most a large school. */
export const AnnounceUserIdList = z
  .array(z.guid(messages.announce_user_invalid), { error: messages.announce_unselected })
  .min(1, messages.announce_unselected)
  .max(limits.announceRecipientsMax, messages.announce_too_many);

/** Spec 001 §5: the destination name, required, max 50. */
export const AnnounceListName = requiredName(limits.destinationNameMax);

export const AnnounceListBody = z.object({
  announceListName: AnnounceListName,
  userIdList: AnnounceUserIdList,
});
export type AnnounceListBody = z.infer<typeof AnnounceListBody>;
export const AnnounceListSaved = z.object({ announceListId: z.number().int() });

/**
 * Spec 001 §5: subject required, max 50. A subject travels as a mail header: a line break in it
 * would start a header of the sender's choosing (header injection), so it is refused with its own
 * message before the general one-line rule.
 */
export const AnnounceSubject = z
  .string({ error: messages.required })
  .refine((s) => !/[\r\n\u2028\u2029\u0085]/.test(s), messages.announce_subject_line_break)
  .pipe(requiredText(limits.announceSubjectMax));

/** Spec 001 §5: body required, max 10000; plain text with line breaks. */
export const AnnounceBodyText = z
  .string({ error: messages.required })
  .refine((s) => s.trim() !== '', messages.required)
  .max(limits.announceBodyMax, messages.max_length(limits.announceBodyMax))
  .refine((s) => !hasForbiddenTextCharacters(s), messages.forbidden_characters);

/** The form of the registration tab (spec 001 §5). */
export const AnnounceMailForm = z.object({
  /** -1 (ANNOUNCE_AUTHOR_FROM_ID): the author; else a from entry's id. */
  announceFromId: z.number({ error: messages.required }).int(),
  userIdList: AnnounceUserIdList,
  subject: AnnounceSubject,
  body: AnnounceBodyText,
});
export type AnnounceMailForm = z.infer<typeof AnnounceMailForm>;

/** Spec 001 §7 POST …/announce/mail: isAuthor, announceFromId (null when author), userIdList, subject, body. */
export const AnnounceMailBody = z
  .object({
    isAuthor: z.boolean(),
    announceFromId: RowId.nullable(),
    userIdList: AnnounceUserIdList,
    subject: AnnounceSubject,
    body: AnnounceBodyText,
  })
  .refine((b) => b.isAuthor === (b.announceFromId === null), {
    path: ['announceFromId'],
    message: messages.required,
  });
export type AnnounceMailBody = z.infer<typeof AnnounceMailBody>;

/** The stored mail: its id and how many recipients it is queued for. */
export const AnnounceMailQueued = z.object({
  announceId: z.number().int(),
  recipientCount: z.number().int(),
  /** Of those, the recipients whose address earlier bounces suppressed: not sent (skipped). */
  skippedCount: z.number().int(),
});
export type AnnounceMailQueued = z.infer<typeof AnnounceMailQueued>;

/** The ticked destinations, asked before sending which of them the mail will skip. */
export const AnnounceSuppressedBody = z.object({ userIdList: AnnounceUserIdList });

/** A destination whose address earlier bounces suppressed (docs/decisions/delivery.md). */
export const AnnounceSuppressedUser = MailSuppression.extend({
  userId: z.string(),
  name: z.string(),
  emailAddress: z.string(),
});
export type AnnounceSuppressedUser = z.infer<typeof AnnounceSuppressedUser>;
export const AnnounceSuppressed = z.object({ suppressedList: z.array(AnnounceSuppressedUser) });
export type AnnounceSuppressed = z.infer<typeof AnnounceSuppressed>;

// ── Destination search tab ─────────────────────────────────────────────────────────────────

/** Spec 001 §2: the student filter plus 'include staff'. */
export const AnnounceSendListQuery = StudentDirectoryQuery.extend({
  includeStaff: QueryFlag,
});
export type AnnounceSendListQuery = z.infer<typeof AnnounceSendListQuery>;
