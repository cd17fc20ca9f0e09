import { defineEndpoint } from '../endpoint';
import { apiRoutes } from '../api-routes';
import { noticeReaders, noticeWriters } from '../roles';
import { CsvFile } from '../student-accounts/endpoints';
import {
  NoticeDeleteQuery,
  NoticeDeleteResponse,
  NoticeRegistrationBody,
  NoticeUpdateBody,
  StaffNoticeDetail,
  StaffNoticeIdParams,
} from './detail';
import {
  NoticeCategoryList,
  NoticeDestinationList,
  NoticeDestinationsQuery,
  NoticeReadStatus,
} from './lists';
import {
  AdminNoticeSearchQuery,
  StaffNoticeSearchQuery,
  StaffNoticeSearchResponse,
} from './search';

/**
 * Staff notices (spec 000 §2, §3, §7). Every staff role reads; SYSTEM_ADMINISTRATOR,
 * VISTA_EDITOR and SCHOOL_EDITOR write (roles.ts). SCHOOL_* roles only see notices, groups and
 * schools of their school groups; anything else answers 404 as if it did not exist.
 */
export const staffNoticeEndpoints = {
  staffNoticeSearch: defineEndpoint({
    ...apiRoutes.staffNoticeSearch,
    query: StaffNoticeSearchQuery,
    response: StaffNoticeSearchResponse,
    access: noticeReaders,
    summary:
      "One page of the caller's notices, newest first: SCHOOL_* their school groups' schools, others their own school.",
  }),
  adminNoticeSearch: defineEndpoint({
    ...apiRoutes.adminNoticeSearch,
    query: AdminNoticeSearchQuery,
    response: StaffNoticeSearchResponse,
    access: noticeReaders,
    summary:
      'One page of the notices of one school; SCHOOL_* only schools of their school groups (else 404).',
    errors: [404],
  }),
  staffNoticeDetail: defineEndpoint({
    ...apiRoutes.staffNoticeDetail,
    params: StaffNoticeIdParams,
    response: StaffNoticeDetail,
    access: noticeReaders,
    summary: 'A notice for editing.',
  }),
  staffNoticeCreate: defineEndpoint({
    ...apiRoutes.staffNoticeCreate,
    body: NoticeRegistrationBody,
    response: StaffNoticeDetail,
    access: noticeWriters,
    summary:
      "Registers a notice for the group's school; opening it delivers it to the group's members.",
    errors: [404],
  }),
  staffNoticeUpdate: defineEndpoint({
    ...apiRoutes.staffNoticeUpdate,
    params: StaffNoticeIdParams,
    body: NoticeUpdateBody,
    response: StaffNoticeDetail,
    access: noticeWriters,
    summary:
      'Updates a notice (stale seq: 409); saving it open delivers it to members not yet reached.',
    errors: [409],
  }),
  staffNoticeDelete: defineEndpoint({
    ...apiRoutes.staffNoticeDelete,
    params: StaffNoticeIdParams,
    query: NoticeDeleteQuery,
    response: NoticeDeleteResponse,
    access: noticeWriters,
    summary:
      'Deletes a notice: gone for students and searches. With ?seq=, a stale seq answers 409.',
    errors: [409],
  }),
  staffNoticeReadStatus: defineEndpoint({
    ...apiRoutes.staffNoticeReadStatus,
    params: StaffNoticeIdParams,
    response: NoticeReadStatus,
    access: noticeReaders,
    summary: 'Who a notice was delivered to and who has read it.',
  }),
  staffNoticeUnreadCsv: defineEndpoint({
    ...apiRoutes.staffNoticeUnreadCsv,
    params: StaffNoticeIdParams,
    response: CsvFile,
    access: noticeReaders,
    summary:
      "A notice's recipients who have not read it, with whether mail reaches them, as a CSV (UTF-8 with BOM) to follow them up; a notice out of reach answers 404.",
    errors: [404],
  }),
  noticeCategories: defineEndpoint({
    ...apiRoutes.noticeCategories,
    response: NoticeCategoryList,
    access: noticeReaders,
    summary: 'Notice categories for the registration and edit forms.',
  }),
  noticeDestinations: defineEndpoint({
    ...apiRoutes.noticeDestinations,
    query: NoticeDestinationsQuery,
    response: NoticeDestinationList,
    access: noticeReaders,
    summary:
      'The notification groups the caller may address a notice to, with careful member counts.',
  }),
};
