import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocale } from '../session/session-storage.ts';

export const DEFAULT_NAMESPACE = 'common';

/** One shared instance; the texts of a language are added when it is first used (applyLocale). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: getLocale(),
  fallbackLng: 'cn',
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
