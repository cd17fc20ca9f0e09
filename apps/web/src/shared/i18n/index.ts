import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { ja } from './ja';

/** Japanese only: the resources are bundled, so initialisation is synchronous. */
void i18next.use(initReactI18next).init({
  lng: 'ja',
  fallbackLng: 'ja',
  resources: { ja: { translation: ja } },
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

export { i18next };
export { ja, type MessageKey } from './ja';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ja };
  }
}
