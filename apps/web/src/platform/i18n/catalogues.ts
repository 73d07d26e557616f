import type { WebLocale } from '@portal/contract/common';

/** One message tree per module (namespace) per language. */
export type Catalogue = { [key: string]: string | Catalogue };
export type LocaleCatalogues = Record<string, Catalogue>;
export type Catalogues = Record<WebLocale, LocaleCatalogues>;

/** A language folder's JSON files by namespace: `./session.json` -> `session`. */
export function byNamespace(files: Record<string, Catalogue>): LocaleCatalogues {
  const result: LocaleCatalogues = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const match = /([\w-]+)\.json$/.exec(file);
    if (match?.[1]) result[match[1]] = catalogue;
  }
  return result;
}
