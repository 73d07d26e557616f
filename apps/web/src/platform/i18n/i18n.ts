import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocale } from '../session/session-storage.ts';
import { catalogues, namespaces } from './catalogues.ts';

export const DEFAULT_NAMESPACE = 'common';

/** One shared instance; every catalogue is bundled, so start-up needs no network round trip. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: catalogues,
  lng: getLocale(),
  fallbackLng: 'cn',
  ns: namespaces,
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
