import { z } from './zod';
import { defineEndpoint, staffWith } from './endpoint';
import { apiRoutes } from './api-routes';
import { NoticeStatus, type RoleType } from './enums';
import { limits } from './limits';
import { messages } from './messages';
import { NoticeBodyJson, NoticeForm } from './notice-form';
import { ExtendedSchoolCode, pageParam, Seq } from './fields';

/**
 * Staff notices (spec 000 §2, §3, §7). Every staff role reads; SYSTEM_ADMINISTRATOR,
 * VISTA_EDITOR and SCHOOL_EDITOR write. SCHOOL_* roles only see notices, groups and schools of
 * their school groups; anything else answers 404 as if it did not exist.
 */
export const noticeReaderRoles: readonly RoleType[] = [
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'VISTA_VIEWER',
  'SCHOOL_EDITOR',
  'SCHOOL_VIEWER',
];
export const noticeWriterRoles: readonly RoleType[] = [
  'SYSTEM_ADMINISTRATOR',
  'VISTA_EDITOR',
  'SCHOOL_EDITOR',
];
const readers = staffWith(...noticeReaderRoles);
const writers = staffWith(...noticeWriterRoles);

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const StaffNoticeSearchQuery = z.object({
  limit: pageParam(100, limits.noticePageSize),
  /** 1-based. */
  page: pageParam(100_000, 1),
  /**
   * Part of the title (case-insensitive); empty means any. Not normalised like `typedText`'s fields:
   * titles are stored as typed (spec 000 §5 limits only their length) and compared as written, so
   * a half-width keyword would stop finding a full-width title (２０２６ typed to find ２０２６年度).
   */
  title: z.preprocess(
    blankToUndefined,
    z.string().max(limits.noticeTitleMax, messages.max_length(limits.noticeTitleMax)).optional(),
  ),
  /** Empty means any status. */
  noticeStatus: z.preprocess(blankToUndefined, NoticeStatus.optional()),
});
export type StaffNoticeSearchQuery = z.infer<typeof StaffNoticeSearchQuery>;

export const AdminNoticeSearchQuery = StaffNoticeSearchQuery.extend({
  extendedSchoolCode: ExtendedSchoolCode,
});
export type AdminNoticeSearchQuery = z.infer<typeof AdminNoticeSearchQuery>;

export const StaffNoticeSearchRow = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  noticeStatus: NoticeStatus,
  /** Recipients who opened it. */
  readCount: z.number().int(),
  /** Recipients it was delivered to (0 for a draft). */
  deliveryCount: z.number().int(),
  noticeGroupName: z.string(),
  noticeStartDate: z.string(),
  /** `9999-12-31` means no end date. */
  noticeEndDate: z.string(),
  /** The registration day in Asia/Tokyo, YYYY-MM-DD. */
  noticeRegisterDate: z.string(),
});
export type StaffNoticeSearchRow = z.infer<typeof StaffNoticeSearchRow>;

export const StaffNoticeSearchResponse = z.object({
  noticeSearchResultList: z.array(StaffNoticeSearchRow),
  noticeSearchResultsTotalCount: z.number().int(),
  /** The same number under the spec's other name. */
  noticeTotalCount: z.number().int(),
});
export type StaffNoticeSearchResponse = z.infer<typeof StaffNoticeSearchResponse>;

export const StaffNoticeIdParams = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const StaffNoticeDetail = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  /** JSON-encoded string of the sanitised HTML; `[https://…]` is kept as written (links are made when shown). */
  noticeBody: z.string(),
  /** The category id. */
  noticeCategory: z.number().int(),
  noticeStartDate: z.string(),
  noticeEndDate: z.string(),
  noticeGroupId: z.number().int(),
  noticeGroupName: z.string(),
  noticeImportantFlag: z.boolean(),
  /** false: draft; true: saved or reserved. */
  noticeOpenStatus: z.boolean(),
  /**
   * Whether it was ever saved open (delivered), even if it is a draft again: its saved dates are
   * then exempt from the "today or later" rules (`NoticeDateContext.current`), so taking a notice
   * back to draft and opening it again does not force new dates.
   */
  everOpened: z.boolean(),
  /** true when the notice has an end date, false when noticeEndDate is the 9999-12-31 sentinel. */
  endDateSettingFlag: z.boolean(),
  noticeStatus: NoticeStatus,
  /** Send it back with PUT or DELETE; a stale one answers 409 conflict. */
  seq: z.number().int(),
  /** Whether any recipient is careful (the delivered ones once opened, else the group's members now). */
  hasCarefulRecipient: z.boolean(),
  extendedSchoolCode: z.string(),
  schoolName: z.string(),
});
export type StaffNoticeDetail = z.infer<typeof StaffNoticeDetail>;

/** POST body: the form's fields with the body JSON-encoded, and whether to open the notice. */
export const NoticeRegistrationBody = NoticeForm.extend({
  noticeBody: NoticeBodyJson,
  /** false saves a draft; true saves or reserves (delivers to the group's members now). */
  noticeOpenStatus: z.boolean({ error: messages.required }),
});
export type NoticeRegistrationBody = z.infer<typeof NoticeRegistrationBody>;

/** PUT body: as POST plus the seq read; the group cannot change (a sent noticeGroupId is ignored). */
export const NoticeUpdateBody = NoticeRegistrationBody.extend({
  noticeGroupId: z.number().int().optional(),
  seq: Seq,
});
export type NoticeUpdateBody = z.infer<typeof NoticeUpdateBody>;

/** DELETE takes no body (spec); the client should still send the seq it read, as a query. */
export const NoticeDeleteQuery = z.object({
  seq: z.coerce.number().int().min(0).max(limits.dbIntMax).optional(),
});
export const NoticeDeleteResponse = z.object({ noticeId: z.number().int() });

export const NoticeReadRow = z.object({
  /** 1-based row number in the list's order (school year, department, course, student number). */
  rowId: z.number().int(),
  noticeReadFlag: z.boolean(),
  /** 1–4, -1 for no school year. */
  schoolYear: z.number().int(),
  departmentName: z.string().nullable(),
  courseName: z.string().nullable(),
  userSurname: z.string(),
  userGivenname: z.string(),
  emailAddress: z.string(),
  isCareful: z.boolean(),
});
export type NoticeReadRow = z.infer<typeof NoticeReadRow>;

export const NoticeReadStatus = z.object({
  noticeId: z.number().int(),
  noticeTitle: z.string(),
  readCount: z.number().int(),
  deliveryCount: z.number().int(),
  noticeReadResultList: z.array(NoticeReadRow),
});
export type NoticeReadStatus = z.infer<typeof NoticeReadStatus>;

export const NoticeCategoryList = z.object({
  noticeCategoryList: z.array(
    z.object({ noticeCategoryId: z.number().int(), noticeCategoryName: z.string() }),
  ),
});
export type NoticeCategoryList = z.infer<typeof NoticeCategoryList>;

export const NoticeDestinationsQuery = z.object({
  /** Only the groups of this school; empty means every school the caller may send for. */
  extendedSchoolCode: z.preprocess(blankToUndefined, ExtendedSchoolCode.optional()),
});
export const NoticeDestination = z.object({
  noticeGroupId: z.number().int(),
  noticeGroupName: z.string(),
  extendedSchoolCode: z.string(),
  schoolName: z.string(),
  memberCount: z.number().int(),
  /** Members marked careful: above 0 the confirmation uses the special wording. */
  carefulCount: z.number().int(),
});
export type NoticeDestination = z.infer<typeof NoticeDestination>;
export const NoticeDestinationList = z.object({ destinationList: z.array(NoticeDestination) });
export type NoticeDestinationList = z.infer<typeof NoticeDestinationList>;

export const staffNoticeEndpoints = {
  staffNoticeSearch: defineEndpoint({
    ...apiRoutes.staffNoticeSearch,
    query: StaffNoticeSearchQuery,
    response: StaffNoticeSearchResponse,
    access: readers,
    summary:
      "One page of the caller's notices, newest first: SCHOOL_* their school groups' schools, others their own school.",
  }),
  adminNoticeSearch: defineEndpoint({
    ...apiRoutes.adminNoticeSearch,
    query: AdminNoticeSearchQuery,
    response: StaffNoticeSearchResponse,
    access: readers,
    summary:
      'One page of the notices of one school; SCHOOL_* only schools of their school groups (else 404).',
    errors: [404],
  }),
  staffNoticeDetail: defineEndpoint({
    ...apiRoutes.staffNoticeDetail,
    params: StaffNoticeIdParams,
    response: StaffNoticeDetail,
    access: readers,
    summary: 'A notice for editing.',
  }),
  staffNoticeCreate: defineEndpoint({
    ...apiRoutes.staffNoticeCreate,
    body: NoticeRegistrationBody,
    response: StaffNoticeDetail,
    access: writers,
    summary:
      "Registers a notice for the group's school; opening it delivers it to the group's members.",
    errors: [404],
  }),
  staffNoticeUpdate: defineEndpoint({
    ...apiRoutes.staffNoticeUpdate,
    params: StaffNoticeIdParams,
    body: NoticeUpdateBody,
    response: StaffNoticeDetail,
    access: writers,
    summary:
      'Updates a notice (stale seq: 409); saving it open delivers it to members not yet reached.',
    errors: [409],
  }),
  staffNoticeDelete: defineEndpoint({
    ...apiRoutes.staffNoticeDelete,
    params: StaffNoticeIdParams,
    query: NoticeDeleteQuery,
    response: NoticeDeleteResponse,
    access: writers,
    summary:
      'Deletes a notice: gone for students and searches. With ?seq=, a stale seq answers 409.',
    errors: [409],
  }),
  staffNoticeReadStatus: defineEndpoint({
    ...apiRoutes.staffNoticeReadStatus,
    params: StaffNoticeIdParams,
    response: NoticeReadStatus,
    access: readers,
    summary: 'Who a notice was delivered to and who has read it.',
  }),
  noticeCategories: defineEndpoint({
    ...apiRoutes.noticeCategories,
    response: NoticeCategoryList,
    access: readers,
    summary: 'Notice categories for the registration and edit forms.',
  }),
  noticeDestinations: defineEndpoint({
    ...apiRoutes.noticeDestinations,
    query: NoticeDestinationsQuery,
    response: NoticeDestinationList,
    access: readers,
    summary:
      'The notification groups the caller may address a notice to, with careful member counts.',
  }),
};
