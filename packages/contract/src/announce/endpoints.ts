import { defineEndpoint } from '../endpoint';
import { CsvFile } from '../student-accounts/endpoints';
import { apiRoutes } from '../api-routes';
import { announceReaders, announceSenders } from '../roles';
import {
  AnnounceAuthor,
  AnnounceDestinations,
  AnnounceFromList,
  AnnounceListBody,
  AnnounceListIdParams,
  AnnounceListList,
  AnnounceListSaved,
  AnnounceListUsersQuery,
  AnnounceMailBody,
  AnnounceMailQueued,
  AnnounceSendListQuery,
  AnnounceSendListResult,
  AnnounceSuppressed,
  AnnounceSuppressedBody,
} from './wire';
import {
  AnnounceDetail,
  AnnounceDetailParams,
  AnnounceSentFilter,
  AnnounceSentFilterParams,
  AnnounceSentList,
  AnnounceSentQuery,
} from './sent';

/**
 * Announcement mail (spec 001 §2, §3, §7; docs/decisions/announce.md). STAFF only: every staff
 * role reads (author, senders, lists, destinations, sent history); SYSTEM_ADMINISTRATOR,
 * VISTA_EDITOR and SCHOOL_EDITOR send and save or delete lists (roles.ts). SCHOOL_* roles reach
 * only their school groups' schools: another school answers 404, another school's user in
 * `userIdList` 400, and nothing is stored. Saved lists belong to their author.
 */
export const announceEndpoints = {
  announceAuthor: defineEndpoint({
    ...apiRoutes.announceAuthor,
    response: AnnounceAuthor,
    access: announceReaders,
    summary: 'The signed-in staff member as the author, with what they may do here.',
  }),
  announceFrom: defineEndpoint({
    ...apiRoutes.announceFrom,
    response: AnnounceFromList,
    access: announceReaders,
    summary:
      'The from choices: the author (id -1), then the sender addresses of the schools the caller reaches.',
  }),
  announceLists: defineEndpoint({
    ...apiRoutes.announceLists,
    response: AnnounceListList,
    access: announceReaders,
    summary: "The caller's saved destination lists, by name.",
  }),
  announceListUsers: defineEndpoint({
    ...apiRoutes.announceListUsers,
    query: AnnounceListUsersQuery,
    response: AnnounceDestinations,
    access: announceReaders,
    summary:
      "A saved list's users as the destination trees (those still receiving mail and in reach); another's list answers 404.",
    errors: [404],
  }),
  announceListDelete: defineEndpoint({
    ...apiRoutes.announceListDelete,
    params: AnnounceListIdParams,
    response: AnnounceListSaved,
    access: announceSenders,
    summary: "Deletes one of the caller's saved lists.",
  }),
  announceListSave: defineEndpoint({
    ...apiRoutes.announceListSave,
    body: AnnounceListBody,
    response: AnnounceListSaved,
    access: announceSenders,
    summary:
      "Saves the destinations under a name; the caller's list of that name is replaced. Users out of reach answer 400.",
  }),
  announceMail: defineEndpoint({
    ...apiRoutes.announceMail,
    body: AnnounceMailBody,
    response: AnnounceMailQueued,
    access: announceSenders,
    summary:
      'Stores the mail and one row per recipient (one school), queues the sending and answers at once.',
  }),
  announceSuppressed: defineEndpoint({
    ...apiRoutes.announceSuppressed,
    body: AnnounceSuppressedBody,
    response: AnnounceSuppressed,
    access: announceSenders,
    summary:
      'Which of the destinations the mail would skip: their addresses bounced before (suppressed until corrected). Users out of reach answer 400.',
  }),
  announceSendList: defineEndpoint({
    ...apiRoutes.announceSendList,
    query: AnnounceSendListQuery,
    response: AnnounceSendListResult,
    access: announceReaders,
    summary:
      "The school's students who receive mail as trees (careful apart) and, when asked, its staff; a school out of reach answers 404.",
    errors: [404],
  }),
  announceSentFilter: defineEndpoint({
    ...apiRoutes.announceSentFilter,
    params: AnnounceSentFilterParams,
    response: AnnounceSentFilter,
    access: announceReaders,
    summary: "The years and authors of a school's sent mail.",
  }),
  announceSent: defineEndpoint({
    ...apiRoutes.announceSent,
    query: AnnounceSentQuery,
    response: AnnounceSentList,
    access: announceReaders,
    summary:
      "A school's sent mail, newest first, with delivery counts; a school out of reach answers 404.",
    errors: [404],
  }),
  announceDetail: defineEndpoint({
    ...apiRoutes.announceDetail,
    params: AnnounceDetailParams,
    response: AnnounceDetail,
    access: announceReaders,
    summary: 'A sent mail with its body and each recipient’s delivery state.',
  }),
  announceNotReachedCsv: defineEndpoint({
    ...apiRoutes.announceNotReachedCsv,
    params: AnnounceDetailParams,
    response: CsvFile,
    access: announceReaders,
    summary:
      'The recipients of a sent mail it did not reach (failed, bounced, skipped) with why, as a CSV (UTF-8 with BOM), to follow up by other means; a mail out of reach answers 404.',
    errors: [404],
  }),
};
