import type { UserLanguage, WebLocale } from '@portal/contract/common';

export type Locale = WebLocale;

/** Message text in each language the portal speaks. */
export type Message = Readonly<Record<Locale, string>>;

export function localeOfLanguage(language: UserLanguage): Locale {
  return language === 'zh' ? 'cn' : language;
}

/** Chinese is the portal's default language: where neither the request nor a user names another. */
export const DEFAULT_LOCALE: Locale = 'cn';

function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.toLowerCase().split('-')[0];
  if (primary === 'zh') return 'cn';
  if (primary === 'en' || primary === 'th') return primary;
  return undefined;
}

/**
 * The language an Accept-Language header asks for among those the portal speaks, by preference (q);
 * undefined when it names none of them (`*`, `fr`, nothing), so the caller falls back to the user's own.
 */
export function requestedLocale(header: string | undefined): Locale | undefined {
  const ranges = (header ?? '').split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1])
      .find((value) => value !== undefined);
    return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
  });
  const preferred = ranges
    .filter((range) => range.q > 0 && range.tag !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return preferred.map((range) => localeOfTag(range.tag)).find((locale) => locale !== undefined);
}

/** The language of a reply to a request with no user behind it: what it asks for, else the default. */
export function localeOfHeader(header: string | undefined): Locale {
  return requestedLocale(header) ?? DEFAULT_LOCALE;
}

/** Fills `{name}` placeholders. */
export function render(
  message: Message,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return message[locale].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole));
}
