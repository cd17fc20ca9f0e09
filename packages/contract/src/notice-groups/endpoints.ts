import { defineEndpoint } from '../endpoint';
import { apiRoutes } from '../api-routes';
import { noticeGroupReaders, noticeGroupWriters } from '../roles';
import { StudentDirectoryQuery } from '../student-directory';
import {
  NoticeGroupBody,
  NoticeGroupDeleteQuery,
  NoticeGroupDeleteResponse,
  NoticeGroupDetail,
  NoticeGroupIdParams,
  NoticeGroupList,
  NoticeGroupListQuery,
  NoticeGroupStudents,
  NoticeGroupUpdateBody,
  NoticeGroupUpdateParams,
} from './wire';

/**
 * Notification groups (spec 001 §2, §3, §7; docs/decisions/notice-groups.md). STAFF only: every
 * staff role reads, SYSTEM_ADMINISTRATOR, VISTA_EDITOR and SCHOOL_EDITOR write (roles.ts).
 * SCHOOL_* roles reach only the groups and students of their school groups' schools: another
 * school's group answers 404, another school's student in `userIdList` 400.
 */
export const noticeGroupEndpoints = {
  noticeGroupList: defineEndpoint({
    ...apiRoutes.noticeGroupList,
    query: NoticeGroupListQuery,
    response: NoticeGroupList,
    access: noticeGroupReaders,
    summary: 'One page of the groups of the schools the caller reaches, newest first.',
  }),
  noticeGroupStudents: defineEndpoint({
    ...apiRoutes.noticeGroupStudents,
    query: StudentDirectoryQuery,
    response: NoticeGroupStudents,
    access: noticeGroupReaders,
    summary:
      "The school's students who receive deliveries as a tree (school year → department → course → students), careful ones apart; a school out of reach answers 404.",
    errors: [404],
  }),
  noticeGroupDetail: defineEndpoint({
    ...apiRoutes.noticeGroupDetail,
    params: NoticeGroupIdParams,
    response: NoticeGroupDetail,
    access: noticeGroupReaders,
    summary: 'A group with its members, its seq and what the caller may do with it.',
  }),
  noticeGroupCreate: defineEndpoint({
    ...apiRoutes.noticeGroupCreate,
    body: NoticeGroupBody,
    response: NoticeGroupDetail,
    access: noticeGroupWriters,
    summary:
      "Registers a group of one school's students; a name already used in that school answers 409.",
    errors: [409],
  }),
  noticeGroupUpdate: defineEndpoint({
    ...apiRoutes.noticeGroupUpdate,
    params: NoticeGroupUpdateParams,
    body: NoticeGroupUpdateBody,
    response: NoticeGroupDetail,
    access: noticeGroupWriters,
    summary:
      'Renames a group and sets its members (stale seq or a name already used: 409). Notices already opened keep their recipients.',
    errors: [409],
  }),
  noticeGroupDelete: defineEndpoint({
    ...apiRoutes.noticeGroupDelete,
    params: NoticeGroupIdParams,
    query: NoticeGroupDeleteQuery,
    response: NoticeGroupDeleteResponse,
    access: noticeGroupWriters,
    summary:
      'Retires a group: gone from lists and pickers; notices sent to it stay, under its name. With ?seq=, a stale seq answers 409.',
    errors: [409],
  }),
};
