import type { WebLocale } from '@portal/contract/common';
import type { i18n as I18n } from 'i18next';
import type { LocaleCatalogues } from './catalogues.ts';

/** One chunk per language: a user downloads the texts of the language in use only. */
const LOADERS: Record<WebLocale, () => Promise<{ default: LocaleCatalogues }>> = {
  cn: () => import('../../locales/cn/index.ts'),
  en: () => import('../../locales/en/index.ts'),
  th: () => import('../../locales/th/index.ts'),
};

/** Adds a language's namespaces to the i18next instance. */
export function addCatalogues(i18n: I18n, locale: WebLocale, catalogues: LocaleCatalogues): void {
  for (const [namespace, catalogue] of Object.entries(catalogues))
    i18n.addResourceBundle(locale, namespace, catalogue, true, true);
}

/** Downloads a language's texts once; a language already there costs nothing. */
export async function loadCatalogue(i18n: I18n, locale: WebLocale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'common')) return;
  addCatalogues(i18n, locale, (await LOADERS[locale]()).default);
}
