import { messages, NOT_ALLOWED_IP_MESSAGE, type ApiRouteName } from '@tayori/contract';
import { ja, type MessageKey } from '../i18n/ja';
import { isApiFailure, type ApiFailure } from './api-failure';

/** What a screen shows for a failed call: one snackbar message plus per-field messages for forms. */
export interface FailureMessage {
  message: string;
  /** Field name → message, only for validationError answers. */
  fields: Readonly<Record<string, string>>;
}

/**
 * Spec 001's endpoints the catalogue names before the contract has them (api-routes.ts gains
 * them with their areas; error-messages.test.ts says when a name has arrived and leaves this list).
 */
export const pendingEndpoints = [] as const;
type EndpointName = ApiRouteName | (typeof pendingEndpoints)[number];

/**
 * What a conflict (409) means on a particular endpoint, by the contract's endpoint name (spec 000
 * §8, spec 001 §8): registering or renaming a notification group to a name already used, and
 * granting an A3 licence over the school's limit on a PATCH of a staff or tutor account (or on
 * registering one, which the server refuses alike). Any other
 * conflict is a stale seq (`conflict`). A new endpoint with such a meaning adds its row here.
 */
export const conflictMessages: Partial<Record<EndpointName, MessageKey>> = {
  noticeGroupCreate: 'conflict_notice_group',
  noticeGroupUpdate: 'conflict_notice_group',
  staffUpdate: 'conflict_a3_license',
  tutorUpdate: 'conflict_a3_license',
  // A new account with an A3 licence past the limit: the registration's only 409.
  staffCreate: 'conflict_a3_license',
  // Spec 001 §4: an account no longer ACTIVE gets no temporary password.
  temporaryPassword: 'temporary_password_not_active',
  // The roster import: already applied (or applying) since the screen read it.
  rosterImportApply: 'import_already_applied',
  // A reminder of the same notice was sent a moment ago (docs/decisions/reminders.md).
  noticeReminderSend: 'reminder_too_soon',
};

/**
 * The error catalogue of spec 000 §8 / 001 §8, in one place. `error` is whatever a call threw;
 * anything that is not an ApiFailure (a bug, an unreadable answer) reads as a server problem.
 * `prefix`: spec 001 §8's feature-specific prefix of the screen that failed to save, update or
 * search (the route table's `errorPrefix`, through `useScreenFailure`), put before the message.
 */
export function describeFailure(error: unknown, prefix?: string): FailureMessage {
  const described: FailureMessage = isApiFailure(error)
    ? {
        message: messageOf(error),
        fields: error.errorType === 'validationError' ? error.fields : {},
      }
    : only(ja.server_error);
  return prefix ? { ...described, message: `${prefix}${described.message}` } : described;
}

/** The snackbar text for a failed call. */
export function failureMessage(error: unknown, prefix?: string): string {
  return describeFailure(error, prefix).message;
}

function messageOf(f: ApiFailure): string {
  if (f.status >= 500) return ja.server_error;
  switch (f.errorType) {
    case 'serverError':
      return ja.server_error;
    case 'conflict': {
      // A stale seq on such an endpoint (a group edited meanwhile) is said as any stale seq is.
      if (f.messages[0] === messages.conflict) return ja.conflict;
      const key = f.endpoint ? conflictMessages[f.endpoint as EndpointName] : undefined;
      return key ? ja[key] : ja.conflict;
    }
    case 'forbidden':
      if (f.messages[0] === NOT_ALLOWED_IP_MESSAGE) return ja.forbidden_outside_school;
      // The identity check of a portal signing in with the school's own provider says why.
      if (f.messages[0] === messages.identity_check_external_provider)
        return ja.identity_check_external_provider;
      if (f.messages[0] === messages.temporary_password_external_provider)
        return ja.temporary_password_external_provider;
      return ja.forbidden;
    case 'validationError':
      return ja.validation_incorrect;
    case 'connectionRefused':
      // The device itself is offline (the portal still opens from its service worker): say so,
      // not that the server dropped the connection. navigator.onLine is false only then.
      return navigator.onLine === false ? ja.connection_offline : ja.connection_refused;
    case 'notFound':
      return ja.not_found;
    case 'requestTimeout':
      return ja.request_timeout;
    case 'unauthorized':
      // An external issuer's token without the second factor required of staff says so.
      return f.messages[0] === messages.second_factor_required
        ? messages.second_factor_required
        : ja.unauthorized;
    case 'tooManyRequests':
      return f.messages[0] ?? ja.too_many_requests;
    case 'requestHeaderFieldsTooLarge':
      return ja.request_header_fields_too_large;
  }
}

function only(message: string): FailureMessage {
  return { message, fields: {} };
}
