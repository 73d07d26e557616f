import type { WebLocale } from '@portal/contract/common';

/** One message tree per module (namespace) per language. */
export type Catalogue = { [key: string]: string | Catalogue };
export type Catalogues = Record<WebLocale, Record<string, Catalogue>>;

const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { eager: true, import: 'default' });

/** `../../locales/en/session.json` -> locale `en`, namespace `session`. */
function catalogueFiles(): Catalogues {
  const result: Catalogues = { cn: {}, en: {}, th: {} };
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /locales\/(cn|en|th)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, locale, namespace] = match as unknown as [string, WebLocale, string];
    result[locale][namespace] = catalogue;
  }
  return result;
}

export const catalogues: Catalogues = catalogueFiles();
export const namespaces: string[] = [
  ...new Set(Object.values(catalogues).flatMap((byNs) => Object.keys(byNs))),
];
