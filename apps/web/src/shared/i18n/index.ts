import { ja, type MessageKey } from './ja';

/** Values put into a message's `{{name}}` placeholders. */
export type MessageValues = Record<string, string | number>;

/**
 * The message `key` with its `{{name}}` placeholders filled in (missing values give ''), as
 * i18next did with the app's settings: Japanese only, resources bundled, no escaping (React
 * escapes). A few lines instead of i18next (15 kB gzip of every first load): the app used neither
 * plurals (Japanese has one form) nor nesting, formatting or language changes.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  const message: string = ja[key];
  if (!values) return message;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/**
 * The app's `t`, used as react-i18next's hook is (`const { t } = useTranslation()`). The language
 * never changes, so there is nothing to subscribe to.
 */
export function useTranslation() {
  return { t };
}

export { ja, type MessageKey } from './ja';
