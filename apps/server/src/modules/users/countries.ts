import type { Country } from '@portal/contract/users';
import isoCountries from 'i18n-iso-countries';
import type { Locale } from '../../platform/i18n/locale.ts';

/** Language codes of i18n-iso-countries for the portal's locales (the portal's cn is Chinese, zh). */
const SOURCE_LANGUAGE: Record<Locale, string> = { cn: 'zh', en: 'en', th: 'th' };

/** Collation per locale: Chinese names sort by pinyin, as a Chinese reader expects in a picker. */
const COLLATION: Record<Locale, string> = { cn: 'zh-u-co-pinyin', en: 'en', th: 'th' };

const cache = new Map<Locale, readonly Country[]>();

function build(locale: Locale): readonly Country[] {
  const names = isoCountries.getNames(SOURCE_LANGUAGE[locale], { select: 'official' });
  const collator = new Intl.Collator(COLLATION[locale]);
  return Object.entries(names)
    .map(([countryCode, countryName]) => ({ countryCode, countryName }))
    .sort((a, b) => collator.compare(a.countryName, b.countryName));
}

/** ISO 3166-1 countries, named in the caller's language and sorted by that name; built once per language. */
export function countryList(locale: Locale): readonly Country[] {
  let list = cache.get(locale);
  if (!list) {
    list = build(locale);
    cache.set(locale, list);
  }
  return list;
}
