import { messages, NOT_ALLOWED_IP_MESSAGE } from '@tayori/contract';
import { ja } from '../i18n/ja';
import { isApiFailure, type ApiFailure } from './api-failure';

/** What a screen shows for a failed call: one snackbar message plus per-field messages for forms. */
export interface FailureMessage {
  message: string;
  /** Field name → message, only for validationError answers. */
  fields: Readonly<Record<string, string>>;
}

const NOTICE_GROUP_URL = /^\/api\/v1\/schools\/notice-group(\/|$)/;
const LICENSED_ACCOUNT_URL = /^\/api\/v1\/(tutors|staff)(\/|$)/;

/**
 * The error catalogue of spec 000 §8 / 001 §8, in one place. `error` is whatever a call threw;
 * anything that is not an ApiFailure (a bug, an unreadable answer) reads as a server problem.
 */
export function describeFailure(error: unknown): FailureMessage {
  if (!isApiFailure(error)) return only(ja.server_error);
  return {
    message: messageOf(error),
    fields: error.errorType === 'validationError' ? error.fields : {},
  };
}

/** The snackbar text for a failed call. */
export function failureMessage(error: unknown): string {
  return describeFailure(error).message;
}

function messageOf(f: ApiFailure): string {
  if (f.status >= 500) return ja.server_error;
  switch (f.errorType) {
    case 'serverError':
      return ja.server_error;
    case 'conflict':
      if (NOTICE_GROUP_URL.test(f.url)) return ja.conflict_notice_group;
      if (f.method === 'PATCH' && LICENSED_ACCOUNT_URL.test(f.url)) return ja.conflict_a3_license;
      return ja.conflict;
    case 'forbidden':
      if (f.messages[0] === NOT_ALLOWED_IP_MESSAGE) return ja.forbidden_outside_school;
      // The identity check of a portal signing in with the school's own provider says why.
      if (f.messages[0] === messages.identity_check_external_provider)
        return ja.identity_check_external_provider;
      return ja.forbidden;
    case 'validationError':
      return ja.validation_incorrect;
    case 'connectionRefused':
      return ja.connection_refused;
    case 'notFound':
      return ja.not_found;
    case 'requestTimeout':
      return ja.request_timeout;
    case 'unauthorized':
      return ja.unauthorized;
    case 'tooManyRequests':
      return f.messages[0] ?? ja.too_many_requests;
    case 'requestHeaderFieldsTooLarge':
      return ja.request_header_fields_too_large;
  }
}

function only(message: string): FailureMessage {
  return { message, fields: {} };
}
