import { roleTypes, type EndpointName } from '@tayori/contract';

const STAFF = roleTypes;
/** The staff who write: every editor, not the viewers. */
const EDITORS = ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR'] as const;

/** The principals of DESIGN §8: anonymous, each userType, and STAFF with each roleType. */
export const principals = ['anonymous', 'STUDENT', 'TUTOR', 'OTHER', ...STAFF] as const;
export type PrincipalName = (typeof principals)[number];

const SIGNED_IN = ['STUDENT', 'TUTOR', 'OTHER', ...STAFF] as const;
const EVERYONE = principals;

/**
 * Who may call each endpoint, written from the specs' role tables independently of the contract's
 * access rules. A contract endpoint without a row here is a type error and a failing test.
 */
export const authorizationMatrix: Record<EndpointName, readonly PrincipalName[]> = {
  me: SIGNED_IN,
  start: EVERYONE,
  // Read by the SPA before anyone signs in (how to sign in).
  authConfig: EVERYONE,
  areas: EVERYONE,
  schools: EVERYONE,
  schoolGroups: STAFF,
  // Spec 000 §2/§6: the attendance panel and detail are on the student home only; the literacy
  // result is on the student and staff homes; menus and the chat widget on every home.
  attendances: ['STUDENT'],
  attendanceDetails: ['STUDENT'],
  literacy: ['STUDENT', ...STAFF],
  menus: SIGNED_IN,
  widget: SIGNED_IN,
  // Spec 000 §6: notice list and unread notice detail are STUDENT only.
  studentUnreadNotices: ['STUDENT'],
  studentNotices: ['STUDENT'],
  studentNoticeRead: ['STUDENT'],
  pushSettings: ['STUDENT'],
  pushDeviceAdd: ['STUDENT'],
  pushDeviceRemove: ['STUDENT'],
  pushTest: ['STUDENT'],
  reminderSettings: ['STUDENT'],
  reminderSettingsUpdate: ['STUDENT'],
  // Spec 000 §7: the identity check runs before sign-in.
  identityCheck: EVERYONE,
  // Spec 001: everyone sees their profile; only STAFF may edit the JID.
  profile: SIGNED_IN,
  profileUpdate: STAFF,
  // Our own: everyone sees their own second factors (docs/decisions/second-factors.md).
  profileSecondFactors: SIGNED_IN,
  // Spec 000 §6: notice search, edit, registration, read status and their lists are STAFF only.
  // Finer rules are ours (docs/decisions/staff-notices.md): every role reads, viewers do not write.
  staffNoticeSearch: STAFF,
  adminNoticeSearch: STAFF,
  staffNoticeDetail: STAFF,
  staffNoticeReadStatus: STAFF,
  staffNoticeUnreadCsv: STAFF,
  noticeReadRates: STAFF,
  noticeReminderReach: EDITORS,
  noticeReminderSend: EDITORS,
  noticeCategories: STAFF,
  noticeDestinations: STAFF,
  staffNoticeCreate: EDITORS,
  staffNoticeUpdate: EDITORS,
  staffNoticeDelete: EDITORS,
  // Spec 001 §6: notification groups are STAFF only; as with notices every role reads and the
  // viewers do not write (docs/decisions/notice-groups.md). The student filter serves the pickers.
  studentFilter: STAFF,
  noticeGroupList: STAFF,
  noticeGroupStudents: STAFF,
  noticeGroupDetail: STAFF,
  noticeGroupCreate: EDITORS,
  noticeGroupUpdate: EDITORS,
  noticeGroupDelete: EDITORS,
  // Spec 001 §6: staff e-mail search is STAFF; §1: the chatbot page is one of the staff's tools.
  staffEmailAddressSearch: STAFF,
  standaloneWidget: STAFF,
  // Spec 001 §6: student search and detail for every staff role but VISTA_VIEWER; the CSV for
  // SYSTEM_ADMINISTRATOR, VISTA_EDITOR, SCHOOL_EDITOR; edit for SYSTEM_ADMINISTRATOR.
  studentSearch: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER'],
  studentCsv: EDITORS,
  studentDetail: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER'],
  studentUpdate: ['SYSTEM_ADMINISTRATOR'],
  // Spec 001 §2: the student detail's password section (SYSTEM_ADMINISTRATOR and SCHOOL_*); the
  // staff and tutor editors are among these (docs/decisions/student-accounts.md).
  temporaryPassword: ['SYSTEM_ADMINISTRATOR', 'SCHOOL_EDITOR', 'SCHOOL_VIEWER'],
  // Spec 001 §6: the licence page is STAFF only; staff search and view for SYSTEM_ADMINISTRATOR
  // and VISTA_EDITOR; registration and edit for SYSTEM_ADMINISTRATOR.
  licenseSummary: STAFF,
  staffFilter: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  staffSearch: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  staffCsv: ['SYSTEM_ADMINISTRATOR'],
  staffDetail: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  staffUpdate: ['SYSTEM_ADMINISTRATOR'],
  // Ours: the staff detail's second factors, seen as the detail is, reset by who edits it.
  staffSecondFactors: ['SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  staffSecondFactorsReset: ['SYSTEM_ADMINISTRATOR'],
  staffCreate: ['SYSTEM_ADMINISTRATOR'],
  // Spec 001 §6: tutor list and view for SCHOOL_*, SYSTEM_ADMINISTRATOR and VISTA_EDITOR; edit for
  // SCHOOL_EDITOR and SYSTEM_ADMINISTRATOR; the CSV for SYSTEM_ADMINISTRATOR, SCHOOL_EDITOR and
  // VISTA_EDITOR.
  tutorSearch: ['SCHOOL_EDITOR', 'SCHOOL_VIEWER', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  tutorCsv: ['SYSTEM_ADMINISTRATOR', 'SCHOOL_EDITOR', 'VISTA_EDITOR'],
  tutorDetail: ['SCHOOL_EDITOR', 'SCHOOL_VIEWER', 'SYSTEM_ADMINISTRATOR', 'VISTA_EDITOR'],
  tutorUpdate: ['SCHOOL_EDITOR', 'SYSTEM_ADMINISTRATOR'],
  // Spec 001 §6: announcement mail is STAFF only; as with notices every role reads (history,
  // destinations, lists) and the viewers do not send or save lists (docs/decisions/announce.md).
  announceAuthor: STAFF,
  announceFrom: STAFF,
  announceLists: STAFF,
  announceListUsers: STAFF,
  announceListDelete: EDITORS,
  announceListSave: EDITORS,
  announceMail: EDITORS,
  announceSuppressed: EDITORS,
  contactability: EDITORS,
  contactabilityRelease: EDITORS,
  announceSendList: STAFF,
  announceSentFilter: STAFF,
  announceSent: STAFF,
  announceDetail: STAFF,
  announceNotReachedCsv: STAFF,
  // docs/decisions/roster-import.md: the roster import is the system administrator's.
  rosterImportUpload: ['SYSTEM_ADMINISTRATOR'],
  rosterImportList: ['SYSTEM_ADMINISTRATOR'],
  rosterImportDetail: ['SYSTEM_ADMINISTRATOR'],
  rosterImportApply: ['SYSTEM_ADMINISTRATOR'],
  rosterImportReport: ['SYSTEM_ADMINISTRATOR'],
  rosterImportSample: ['SYSTEM_ADMINISTRATOR'],
  rosterImportUndo: ['SYSTEM_ADMINISTRATOR'],
  yearUpdatePreview: ['SYSTEM_ADMINISTRATOR'],
  oneRosterExport: ['SYSTEM_ADMINISTRATOR'],
  // docs/decisions/delivery.md: Amazon SNS posts here; its signature, not a sign-in, is checked.
  mailEventsSns: EVERYONE,
  // docs/decisions/access-log.md: the 「操作ログ」 is the system administrator's alone.
  accessLogSearch: ['SYSTEM_ADMINISTRATOR'],
  accessLogCsv: ['SYSTEM_ADMINISTRATOR'],
};
