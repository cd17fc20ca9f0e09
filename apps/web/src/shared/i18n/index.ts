import i18next from 'i18next';
import { ja } from './ja';

/** Japanese only: the resources are bundled, so initialisation is synchronous. */
void i18next.init({
  lng: 'ja',
  fallbackLng: 'ja',
  resources: { ja: { translation: ja } },
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

const t = i18next.getFixedT('ja');

/**
 * The app's `t`, used as react-i18next's hook is (`const { t } = useTranslation()`). The language
 * never changes and the resources are in the bundle, so there is nothing to subscribe to: the hook
 * of react-i18next 17 also copied the i18n instance for every mounted component, which was a
 * measurable part of /home's first render on a phone (docs/decisions.md).
 */
export function useTranslation() {
  return { t };
}

export { i18next };
export { ja, type MessageKey } from './ja';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ja };
  }
}
