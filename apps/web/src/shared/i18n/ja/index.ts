import { messages } from '@tayori/contract';
import { attendance } from './attendance';
import { common } from './common';
import { errors } from './errors';
import { header } from './header';
import { home } from './home';
import { identification } from './identification';
import { kit } from './kit';
import { profile } from './profile';
import { signIn } from './sign-in';
import { staffNotices } from './staff-notices';
import { noticeGroups } from './notice-groups';
import { studentAccounts } from './student-accounts';
import { studentNotices } from './student-notices';
import { staffEmail } from './staff-email';
import { chatbot } from './chatbot';
import { staffAccounts } from './staff-accounts';
import { accounts } from './accounts';
import { tutorAccounts } from './tutor-accounts';
import { announce } from './announce';
import { rosterImport } from './roster-import';
import { contactability } from './contactability';
import { reminders } from './reminders';
import { accessLog } from './access-log';

type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];
type ContractStrings = { [K in StringKeys<typeof messages>]: (typeof messages)[K] };

/** The contract's shared messages (validation, error answers) are reused as they are, never retyped. */
const contractMessages = Object.fromEntries(
  Object.entries(messages).filter(([, v]) => typeof v === 'string'),
) as ContractStrings;

/**
 * The web app's messages, one file per area. A key lives in exactly one area (i18n.test.ts
 * checks it, since a spread would let a second one win silently).
 */
export const areas = {
  common,
  kit,
  errors,
  signIn,
  header,
  home,
  staffNotices,
  noticeGroups,
  studentAccounts,
  identification,
  studentNotices,
  attendance,
  profile,
  staffEmail,
  chatbot,
  staffAccounts,
  accounts,
  tutorAccounts,
  announce,
  rosterImport,
  contactability,
  reminders,
  accessLog,
} as const;

/**
 * Every user-facing string of the web app. Keys of the spec are kept (validation_incorrect,
 * signed_out_failed, cmp_51_001_description, jid_required…); the rest are grouped by screen.
 */
export const ja = {
  ...contractMessages,
  ...common,
  ...kit,
  ...errors,
  ...signIn,
  ...header,
  ...home,
  ...staffNotices,
  ...noticeGroups,
  ...studentAccounts,
  ...identification,
  ...studentNotices,
  ...attendance,
  ...profile,
  ...staffEmail,
  ...chatbot,
  ...staffAccounts,
  ...accounts,
  ...tutorAccounts,
  ...announce,
  ...rosterImport,
  ...contactability,
  ...reminders,
  ...accessLog,
} as const;

export type MessageKey = keyof typeof ja;
