import { z } from '../zod';
import { SchoolYear } from '../enums';
import { IdParam, requiredName, Seq, SeqParam } from '../fields';
import { limits } from '../limits';
import { messages } from '../messages';
import { pagedList, PagedSearchQuery } from '../paging';
import { DirectorySchoolYear } from '../student-directory';
import { schoolColumns } from '../answer-fields';

/** Notification groups (spec 001 §2, §3, §5, §7): wire shapes. */

/** A group id in a path: groups are numbered within PostgreSQL's `integer`. */
const GroupId = IdParam.max(limits.dbIntMax);
export const NoticeGroupIdParams = z.object({ id: GroupId });
/** PUT names its id `groupId` (spec 001 §7). */
export const NoticeGroupUpdateParams = z.object({ groupId: GroupId });

/** The list screen (`/notice-group`): 10 per page, newest first. */
export const NoticeGroupListQuery = PagedSearchQuery;
export type NoticeGroupListQuery = z.infer<typeof NoticeGroupListQuery>;

export const NoticeGroupListRow = z.object({
  groupId: z.number().int(),
  noticeGroupName: z.string(),
  ...schoolColumns,
});
export type NoticeGroupListRow = z.infer<typeof NoticeGroupListRow>;

/** What the caller may do on the list: register (the registration button). */
export const NoticeGroupListAbilities = z.object({ create: z.boolean() });

export const NoticeGroupList = pagedList(
  'noticeGroupList',
  'noticeGroupTotalCount',
  NoticeGroupListRow,
).extend({ abilities: NoticeGroupListAbilities });
export type NoticeGroupList = z.infer<typeof NoticeGroupList>;

/**
 * Spec 001 §3: GET /api/v1/schools/notice-group answers the tree of the school's students who
 * receive deliveries, the careful ones apart, and how many those are.
 */
export const NoticeGroupStudents = z.object({
  noticeGroupResultList: z.array(DirectorySchoolYear),
  noticeGroupCarefulResultList: z.array(DirectorySchoolYear),
  carefulCount: z.number().int(),
});
export type NoticeGroupStudents = z.infer<typeof NoticeGroupStudents>;

/** A member row (spec 001 §2, §3): the member table's columns. */
export const NoticeGroupMember = z.object({
  /** The user id. */
  id: z.string(),
  /** 1-based row number. */
  rowId: z.number().int(),
  name: z.string(),
  studentNumber: z.string(),
  /** -1: no school year (shown as 'none'). */
  schoolYear: SchoolYear,
  department: z.string().nullable(),
  course: z.string().nullable(),
  isCareful: z.boolean(),
});
export type NoticeGroupMember = z.infer<typeof NoticeGroupMember>;

/**
 * What the caller may do with a group, from the server's policy: each is true exactly when the
 * call behind it would be allowed. The screen shows the buttons these allow and nothing else.
 */
export const NoticeGroupAbilities = z.object({
  /** PUT /api/v1/schools/notice-group/{groupId}. */
  edit: z.boolean(),
  /** DELETE /api/v1/schools/notice-group/{id}. */
  delete: z.boolean(),
});
export type NoticeGroupAbilities = z.infer<typeof NoticeGroupAbilities>;

/** A group as the list shows it, with its members; the school is the members' school. */
export const NoticeGroupDetail = NoticeGroupListRow.extend({
  /**
   * Members who receive deliveries (domain/students/recipients.ts), by school year (none last),
   * department, course and student number. Members who no longer do (suspended, left school) are
   * kept by an update but not listed.
   */
  studentList: z.array(NoticeGroupMember),
  /** Send it back with PUT or DELETE; a stale one answers 409 conflict. */
  seq: z.number().int(),
  abilities: NoticeGroupAbilities,
});
export type NoticeGroupDetail = z.infer<typeof NoticeGroupDetail>;

/** The group name (spec 001 §5: required, max 50). */
export const NoticeGroupName = requiredName(limits.noticeGroupNameMax);

/**
 * Spec 001 §5: at least one member ('notice group unselected'); each a user id. At most
 * `noticeGroupMembersMax` (a whole large school).
 */
export const NoticeGroupUserIdList = z
  .array(z.guid(messages.notice_group_member_invalid), { error: messages.notice_group_unselected })
  .min(1, messages.notice_group_unselected)
  .max(limits.noticeGroupMembersMax, messages.notice_group_too_many);

/** The form of the right panel: the name and the members' ids. */
export const NoticeGroupForm = z.object({
  noticeGroupName: NoticeGroupName,
  userIdList: NoticeGroupUserIdList,
});
export type NoticeGroupForm = z.infer<typeof NoticeGroupForm>;

/** POST body (spec 001 §3): the group's school is its members' school (one school). */
export const NoticeGroupBody = NoticeGroupForm;
export type NoticeGroupBody = z.infer<typeof NoticeGroupBody>;

/** PUT body: as POST plus the seq read. */
export const NoticeGroupUpdateBody = NoticeGroupForm.extend({ seq: Seq });
export type NoticeGroupUpdateBody = z.infer<typeof NoticeGroupUpdateBody>;

/** DELETE takes no body (spec); the client sends the seq it read as a query. */
export const NoticeGroupDeleteQuery = z.object({ seq: SeqParam.optional() });
export const NoticeGroupDeleteResponse = z.object({ groupId: z.number().int() });
