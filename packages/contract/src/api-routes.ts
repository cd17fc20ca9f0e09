import type { HttpMethod } from './endpoint';

/**
 * The method and path of every endpoint, apart from its schemas: the endpoint tables spread these
 * in, and the web client calls by name through this table, so a screen's code carries neither zod
 * nor the schemas (the server validates with them; in the browser only the forms need them).
 */
export const apiRoutes = {
  me: { method: 'GET', path: '/api/v1/me' },
  start: { method: 'GET', path: '/api/v1/start' },
  authConfig: { method: 'GET', path: '/api/v1/auth-config' },
  areas: { method: 'GET', path: '/api/v1/areas' },
  schools: { method: 'GET', path: '/api/v1/schools' },
  schoolGroups: { method: 'GET', path: '/api/v1/school-groups' },
  attendances: { method: 'GET', path: '/api/v1/users/attendances' },
  attendanceDetails: { method: 'GET', path: '/api/v1/users/attendance/details' },
  literacy: { method: 'GET', path: '/api/v1/users/literacy' },
  menus: { method: 'GET', path: '/api/v1/users/menus' },
  widget: { method: 'GET', path: '/api/v1/get-widget' },
  studentUnreadNotices: { method: 'GET', path: '/api/v1/users/notices/unread' },
  studentNotices: { method: 'GET', path: '/api/v1/users/notices' },
  studentNoticeRead: { method: 'PUT', path: '/api/v1/users/notices/{id}' },
  identityCheck: { method: 'POST', path: '/api/v1/schools/{school}/students/{studentNumber}' },
  // The spec's path, trailing slash included.
  profile: { method: 'GET', path: '/api/v1/users/' },
  profileUpdate: { method: 'PATCH', path: '/api/v1/users' },
  staffNoticeSearch: { method: 'GET', path: '/api/v1/schools/notices' },
  adminNoticeSearch: { method: 'GET', path: '/api/v1/schools/admin-notices' },
  staffNoticeDetail: { method: 'GET', path: '/api/v1/schools/notices/{id}' },
  staffNoticeCreate: { method: 'POST', path: '/api/v1/schools/notices/new' },
  staffNoticeUpdate: { method: 'PUT', path: '/api/v1/schools/notices/{id}' },
  staffNoticeDelete: { method: 'DELETE', path: '/api/v1/schools/notices/{id}' },
  staffNoticeReadStatus: { method: 'GET', path: '/api/v1/schools/notices/read/{id}' },
  staffNoticeUnreadCsv: { method: 'GET', path: '/api/v1/schools/notices/read/{id}/unread.csv' },
  noticeCategories: { method: 'GET', path: '/api/v1/schools/notice-category' },
  noticeDestinations: { method: 'GET', path: '/api/v1/schools/destinations' },
  studentFilter: { method: 'GET', path: '/api/v1/schools/{id}/student-filter' },
  // Spec 001 §2 shows the list screen but not its call: ours (docs/decisions/notice-groups.md).
  noticeGroupList: { method: 'GET', path: '/api/v1/schools/notice-groups' },
  noticeGroupStudents: { method: 'GET', path: '/api/v1/schools/notice-group' },
  noticeGroupDetail: { method: 'GET', path: '/api/v1/schools/notice-group/{id}' },
  noticeGroupCreate: { method: 'POST', path: '/api/v1/schools/notice-group' },
  noticeGroupUpdate: { method: 'PUT', path: '/api/v1/schools/notice-group/{groupId}' },
  noticeGroupDelete: { method: 'DELETE', path: '/api/v1/schools/notice-group/{id}' },
  staffEmailAddressSearch: { method: 'GET', path: '/api/v1/staff/email-address' },
  standaloneWidget: { method: 'GET', path: '/api/v1/get-standalone-widget' },
  studentSearch: { method: 'GET', path: '/api/v1/students' },
  // Spec 001 §7 shows no export call: ours (docs/decisions/student-accounts.md).
  studentCsv: { method: 'GET', path: '/api/v1/students/csv' },
  studentDetail: { method: 'GET', path: '/api/v1/students/{id}/detail' },
  studentUpdate: { method: 'PATCH', path: '/api/v1/students/{id}' },
  temporaryPassword: { method: 'POST', path: '/api/v1/users/{uid}/temporary-password' },
  licenseSummary: { method: 'GET', path: '/api/v1/schools/licenses' },
  staffFilter: { method: 'GET', path: '/api/v1/staff-filter' },
  staffSearch: { method: 'GET', path: '/api/v1/staff' },
  // Spec 001 §7 shows no export call: ours, as the student CSV's (docs/decisions/staff-accounts.md).
  staffCsv: { method: 'GET', path: '/api/v1/staff/csv' },
  staffDetail: { method: 'GET', path: '/api/v1/staff/{id}/detail' },
  staffUpdate: { method: 'PATCH', path: '/api/v1/staff/{id}' },
  staffCreate: { method: 'POST', path: '/api/v1/staff/new' },
  tutorSearch: { method: 'GET', path: '/api/v1/tutors' },
  // Spec 001 §7 shows no export call: ours, as the staff CSV's (docs/decisions/staff-accounts.md).
  tutorCsv: { method: 'GET', path: '/api/v1/tutors/csv' },
  tutorDetail: { method: 'GET', path: '/api/v1/tutors/{id}/detail' },
  tutorUpdate: { method: 'PATCH', path: '/api/v1/tutors/{id}' },
  announceAuthor: { method: 'GET', path: '/api/v1/schools/announce/author' },
  announceFrom: { method: 'GET', path: '/api/v1/schools/announce/from' },
  announceLists: { method: 'GET', path: '/api/v1/schools/announce/list' },
  announceListUsers: { method: 'GET', path: '/api/v1/schools/announce/users' },
  announceListDelete: { method: 'DELETE', path: '/api/v1/schools/announce/list/{announceListId}' },
  announceListSave: { method: 'PUT', path: '/api/v1/schools/announce/list' },
  announceMail: { method: 'POST', path: '/api/v1/schools/announce/mail' },
  announceSuppressed: { method: 'POST', path: '/api/v1/schools/announce/suppressed' },
  contactability: { method: 'GET', path: '/api/v1/schools/{extendedSchoolCode}/contactability' },
  contactabilityRelease: {
    method: 'POST',
    path: '/api/v1/schools/{extendedSchoolCode}/contactability/release',
  },
  announceSendList: { method: 'GET', path: '/api/v1/schools/announce/send-list' },
  announceSentFilter: { method: 'GET', path: '/api/v1/schools/announce/{schoolId}/sent-filter' },
  announceSent: { method: 'GET', path: '/api/v1/schools/announce/sent' },
  announceDetail: { method: 'GET', path: '/api/v1/schools/announce/{id}/detail' },
  announceNotReachedCsv: { method: 'GET', path: '/api/v1/schools/announce/{id}/not-reached.csv' },
  // The roster import is ours, not the spec's (docs/decisions/roster-import.md).
  rosterImportUpload: { method: 'POST', path: '/api/v1/roster-imports' },
  rosterImportList: { method: 'GET', path: '/api/v1/roster-imports' },
  rosterImportDetail: { method: 'GET', path: '/api/v1/roster-imports/{id}' },
  rosterImportApply: { method: 'POST', path: '/api/v1/roster-imports/{id}/apply' },
  rosterImportReport: { method: 'GET', path: '/api/v1/roster-imports/{id}/report' },
  rosterImportSample: { method: 'GET', path: '/api/v1/roster-import-samples/{kind}' },
  rosterImportUndo: { method: 'POST', path: '/api/v1/roster-imports/{id}/undo' },
  yearUpdatePreview: { method: 'POST', path: '/api/v1/year-updates' },
  oneRosterExport: { method: 'GET', path: '/api/v1/roster-exports/oneroster' },
  // Amazon SES's bounce and complaint notifications through SNS (docs/decisions/delivery.md).
  mailEventsSns: { method: 'POST', path: '/api/v1/mail-events/sns' },
} as const satisfies Record<string, { method: HttpMethod; path: string }>;

export type ApiRouteName = keyof typeof apiRoutes;
