export * from './enums';
export * from './enum-values';
export * from './limits';
export * from './errors';
export * from './error-body';
export * from './access';
export * from './roles';
export * from './endpoint';
export * from './api-routes';
export * from './messages';
export * from './dates';
export * from './written-date';
export * from './identity';
export * from './auth-config';
export * from './schools';
export * from './home';
export * from './student-notices';
export * from './identification';
export * from './fields';
export * from './paging';
export * from './profile';
export * from './text';
export * from './typed-text';
export * from './staff-notices';
export * from './student-directory';
export * from './notice-groups';
export * from './staff-email';
export * from './chatbot';
export * from './code-labels';
export * from './student-accounts';
export * from './temporary-password';
export * from './licenses';
export * from './staff-accounts';
export * from './tutor-accounts';
export * from './announce';
export * from './roster-import';
export * from './contactability';
export * from './delivery';
export * from './mail-events';
export * from './attendance-rate';
export * from './push';
export * from './reminder-rule';
export * from './reminders';
export * from './access-log';

import type { apiRoutes } from './api-routes';
import { identityEndpoints } from './identity';
import { authConfigEndpoints } from './auth-config';
import { schoolEndpoints } from './schools';
import { homeEndpoints } from './home';
import { studentNoticeEndpoints } from './student-notices';
import { identificationEndpoints } from './identification';
import { profileEndpoints } from './profile';
import { staffNoticeEndpoints } from './staff-notices';
import { studentDirectoryEndpoints } from './student-directory';
import { noticeGroupEndpoints } from './notice-groups';
import { staffEmailEndpoints } from './staff-email';
import { chatbotEndpoints } from './chatbot';
import { studentAccountEndpoints } from './student-accounts';
import { temporaryPasswordEndpoints } from './temporary-password';
import { licenseEndpoints } from './licenses';
import { staffAccountEndpoints } from './staff-accounts';
import { tutorAccountEndpoints } from './tutor-accounts';
import { announceEndpoints } from './announce';
import { rosterImportEndpoints } from './roster-import';
import { contactabilityEndpoints } from './contactability';
import { mailEventEndpoints } from './mail-events';
import { pushEndpoints } from './push';
import { reminderEndpoints } from './reminders';
import { accessLogEndpoints } from './access-log';

/** Every endpoint of the API. A new area adds its table here; the authorization matrix test walks it. */
export const endpoints = {
  ...identityEndpoints,
  ...authConfigEndpoints,
  ...schoolEndpoints,
  ...homeEndpoints,
  ...studentNoticeEndpoints,
  ...identificationEndpoints,
  ...profileEndpoints,
  ...staffNoticeEndpoints,
  ...studentDirectoryEndpoints,
  ...noticeGroupEndpoints,
  ...staffEmailEndpoints,
  ...chatbotEndpoints,
  ...studentAccountEndpoints,
  ...temporaryPasswordEndpoints,
  ...licenseEndpoints,
  ...staffAccountEndpoints,
  ...tutorAccountEndpoints,
  ...announceEndpoints,
  ...rosterImportEndpoints,
  ...contactabilityEndpoints,
  ...mailEventEndpoints,
  ...pushEndpoints,
  ...reminderEndpoints,
  ...accessLogEndpoints,
};
export type EndpointName = keyof typeof endpoints;
export type Endpoints = typeof endpoints;

type SameKeys<A, B> = [Exclude<keyof A, keyof B>, Exclude<keyof B, keyof A>] extends [never, never]
  ? true
  : never;
/** Checked when compiled: each route of api-routes.ts has its endpoint, and each endpoint its route. */
export const routeNamesMatch: SameKeys<typeof apiRoutes, typeof endpoints> = true;
export * from './look';
