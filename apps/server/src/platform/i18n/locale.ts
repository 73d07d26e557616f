import type { UserLanguage, WebLocale } from '@portal/contract/common';

export type Locale = WebLocale;

/** Message text in each language the portal speaks. */
export type Message = Readonly<Record<Locale, string>>;

export function localeOfLanguage(language: UserLanguage): Locale {
  return language === 'zh' ? 'cn' : language;
}

/** The web sends Accept-Language zh-CN | en | th; anything unknown falls back to Chinese, the portal's default. */
export function localeOfHeader(header: string | undefined): Locale {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('th')) return 'th';
  return 'cn';
}

/** Fills `{name}` placeholders. */
export function render(
  message: Message,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return message[locale].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
