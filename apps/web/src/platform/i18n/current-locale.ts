import { WebLocale } from '@portal/contract/common';
import { useTranslation } from 'react-i18next';
import { getLocale } from '../session/session-storage.ts';
import { i18n } from './i18n.ts';

function asLocale(language: string | undefined): WebLocale {
  const parsed = WebLocale.safeParse(language);
  return parsed.success ? parsed.data : getLocale();
}

/** The language the screens are rendered in right now. */
export function currentLocale(): WebLocale {
  return asLocale(i18n.language);
}

export function useCurrentLocale(): WebLocale {
  const { i18n: instance } = useTranslation();
  return asLocale(instance.language);
}
