import type { UserLanguage, WebLocale } from '@portal/contract/common';

export const WEB_LOCALES: readonly WebLocale[] = ['cn', 'en', 'th'];

/** Checked against the list above rather than the contract's zod enum, which the login path does without. */
export function isWebLocale(value: unknown): value is WebLocale {
  return (WEB_LOCALES as readonly unknown[]).includes(value);
}

/** The user's stored language uses `zh` where the web says `cn`. */
export function userLanguageOf(locale: WebLocale): UserLanguage {
  return locale === 'cn' ? 'zh' : locale;
}

/** Stored language zh -> cn, th -> th, anything else -> en (spec 1 §3). */
export function localeOfUserLanguage(language: string): WebLocale {
  if (language === 'zh') return 'cn';
  if (language === 'th') return 'th';
  return 'en';
}

export function acceptLanguageOf(locale: WebLocale): string {
  return locale === 'cn' ? 'zh-CN' : locale;
}

export function htmlLangOf(locale: WebLocale): string {
  return locale === 'cn' ? 'zh-CN' : locale;
}
