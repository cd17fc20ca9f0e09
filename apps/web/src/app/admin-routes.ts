import {
  announceReaders,
  apiRoutes,
  contactabilityReaders,
  rosterImporters,
  accessLogReaders,
  noticeGroupReaders,
  noticeGroupWriters,
  staffAccountEditors,
  staffAccountViewers,
  staffOnly,
  studentAccountViewers,
  tutorAccountViewers,
} from '@tayori/contract';
import type { RouteName } from '../shared/navigation/paths';
import type { RouteDescription } from './route-description';

/**
 * The administration screens of spec 001 §2 in the route table (routes.tsx spreads them in), under
 * their route names: notification groups, staff tools, staff/other and student accounts,
 * announcement mail.
 */
export const adminRoutes = {
  // Notification groups (spec 001 §2, §6): STAFF only; every staff role reads, registration is for
  // the roles that write (roles.ts). The detail's write buttons come with the group (`abilities`).
  NoticeGroup: {
    layout: 'default',
    access: noticeGroupReaders,
    title: 'notice_group_list_title',
    page: () => import('../features/notice-groups/list/notice-group-page'),
  },
  NoticeGroupDetail: {
    layout: 'fullScreen',
    access: noticeGroupReaders,
    title: 'notice_group_detail_title',
    page: () => import('../features/notice-groups/detail/notice-group-detail-page'),
  },
  NoticeGroupRegistration: {
    layout: 'fullScreen',
    access: noticeGroupWriters,
    title: 'notice_group_registration_title',
    page: () => import('../features/notice-groups/detail/notice-group-detail-page'),
  },
  // Spec 001 §2, §6: staff tools; the chatbot page opens the setting its `app` names.
  StaffEmailAddressSearch: {
    layout: 'default',
    access: staffOnly,
    title: 'staff_email_title',
    page: () => import('../features/staff-email/staff-email-search-page'),
  },
  ComconnectAi: {
    layout: 'default',
    access: staffOnly,
    title: 'chatbot_title',
    page: () => import('../features/chatbot/chatbot-page'),
  },
  // Spec 001 §2, §6: the paid licence summary (STAFF); staff/other accounts (search and detail
  // for SYSTEM_ADMINISTRATOR and VISTA_EDITOR, registration for SYSTEM_ADMINISTRATOR).
  PaiedLicensesSummary: {
    layout: 'default',
    access: staffOnly,
    title: 'license_summary_title',
    page: () => import('../features/licenses/license-summary-page'),
  },
  StaffAccountSearch: {
    layout: 'default',
    access: staffAccountViewers,
    title: 'staff_search_title',
    errorPrefix: 'staff_search_error_prefix',
    page: () => import('../features/staff-accounts/search/staff-search-page'),
  },
  StaffAccountDetail: {
    layout: 'fullScreen',
    access: staffAccountViewers,
    title: 'staff_detail_title',
    errorPrefix: 'staff_detail_error_prefix',
    page: () => import('../features/staff-accounts/detail/staff-detail-page'),
  },
  StaffAccountRegistration: {
    layout: 'default',
    access: staffAccountEditors,
    title: 'staff_registration_title',
    page: () => import('../features/staff-accounts/registration/staff-registration-page'),
  },
  // Student accounts (spec 001 §2, §6): staff roles but VISTA_VIEWER. The detail's variant and
  // edit come with the student (`variant`, `abilities`).
  StudentAccountSearch: {
    layout: 'fullScreen',
    access: studentAccountViewers,
    title: 'student_search_title',
    errorPrefix: 'student_search_error_prefix',
    page: () => import('../features/student-accounts/search/student-account-search-page'),
  },
  StudentAccountDetail: {
    layout: 'default',
    access: studentAccountViewers,
    title: 'student_detail_title',
    errorPrefix: 'student_detail_error_prefix',
    page: () => import('../features/student-accounts/detail/student-account-detail-page'),
  },
  // Tutor accounts (spec 001 §2, §6): SCHOOL_*, SYSTEM_ADMINISTRATOR and VISTA_EDITOR; the
  // detail's edit, test-user flag and stamps come with the tutor (`abilities`).
  TutorAccountSearch: {
    layout: 'default',
    access: tutorAccountViewers,
    title: 'tutor_search_title',
    errorPrefix: 'tutor_search_error_prefix',
    page: () => import('../features/tutor-accounts/search/tutor-search-page'),
  },
  TutorAccountDetail: {
    layout: 'fullScreen',
    access: tutorAccountViewers,
    title: 'tutor_detail_title',
    errorPrefix: 'tutor_detail_error_prefix',
    page: () => import('../features/tutor-accounts/detail/tutor-detail-page'),
  },
  // Announcement mail (spec 001 §2, §6): STAFF only; every staff role reads, sending and saving
  // lists come with the author (`abilities`, docs/decisions/announce.md).
  Announce: {
    layout: 'fullScreen',
    access: announceReaders,
    title: 'announce_title',
    page: () => import('../features/announce/announce-page'),
    earlyGets: [apiRoutes.announceAuthor.path, apiRoutes.announceFrom.path],
  },
  // The roster import (docs/decisions/roster-import.md): SYSTEM_ADMINISTRATOR only.
  RosterImport: {
    layout: 'default',
    access: rosterImporters,
    title: 'roster_import_title',
    page: () => import('../features/roster-import/roster-import-page'),
  },
  // Who the portal reaches (docs/decisions/delivery.md): those who write notices and send mail.
  Contactability: {
    layout: 'default',
    access: contactabilityReaders,
    title: 'contactability_title',
    page: () => import('../features/contactability/contactability-page'),
  },
  // The 「操作ログ」 (docs/decisions/access-log.md): SYSTEM_ADMINISTRATOR only.
  AccessLog: {
    layout: 'default',
    access: accessLogReaders,
    title: 'access_log_title',
    errorPrefix: 'access_log_error_prefix',
    page: () => import('../features/access-log/access-log-page'),
  },
} as const satisfies Partial<Record<RouteName, RouteDescription>>;
