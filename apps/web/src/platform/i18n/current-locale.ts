import type { WebLocale } from '@portal/contract/common';
import { useTranslation } from 'react-i18next';
import { getLocale } from '../session/session-storage.ts';
import { i18n } from './i18n.ts';
import { isWebLocale } from './locale-codes.ts';

function asLocale(language: string | undefined): WebLocale {
  return isWebLocale(language) ? language : getLocale();
}

/** The language the screens are rendered in right now. */
export function currentLocale(): WebLocale {
  return asLocale(i18n.language);
}

export function useCurrentLocale(): WebLocale {
  const { i18n: instance } = useTranslation();
  return asLocale(instance.language);
}
