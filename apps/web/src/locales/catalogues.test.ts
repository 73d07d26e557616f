import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE } from '../platform/i18n/i18n.ts';
import { catalogueTexts } from '../test/catalogue-texts.ts';
import { allCatalogues as catalogues } from './all-catalogues.ts';

const LOCALES = ['cn', 'en', 'th'] as const;

const allNamespaces = [...new Set(LOCALES.flatMap((locale) => Object.keys(catalogues[locale])))].sort();
const flat = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.fromEntries(allNamespaces.map((ns) => [ns, catalogueTexts(catalogues[locale][ns] ?? {})])),
  ]),
) as Record<(typeof LOCALES)[number], Record<string, Map<string, string>>>;

describe('message catalogues', () => {
  it('exist for the shell modules in every language', () => {
    for (const ns of ['common', 'session', 'dashboard', 'menu', 'errors'])
      expect(allNamespaces).toContain(ns);
  });

  for (const ns of allNamespaces) {
    it(`${ns}: every key of any language is present and not empty in all languages`, () => {
      const keys = new Set(LOCALES.flatMap((locale) => [...(flat[locale][ns]?.keys() ?? [])]));
      const problems: string[] = [];
      for (const locale of LOCALES) {
        for (const key of keys) {
          const text = flat[locale][ns]?.get(key);
          if (text === undefined) problems.push(`${locale}/${ns}.json is missing ${key}`);
          else if (!text.trim()) problems.push(`${locale}/${ns}.json has an empty ${key}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Source files as text, bundled by Vite; tests and the catalogues themselves are not screens. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** `t('key')`, `t("ns:key")`, `i18n.t(`key`)` with a literal key (no interpolation). */
const T_CALL = /\bt\(\s*(['"`])([^'"`$\n]+)\1/g;
/** Namespaces a file declares: useTranslation('ns'), useTranslation(['a', 'b']), TFunction<'ns'>, { ns: 'x' }. */
const NS_DECLARATION =
  /(?:useTranslation\(\s*(\[[^\]]*\]|['"][^'"]+['"])|TFunction<\s*(['"][^'"]+['"])|\bns:\s*(['"][^'"]+['"]))/g;
const QUOTED = /['"]([^'"]+)['"]/g;

function declaredNamespaces(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(NS_DECLARATION)) {
    const text = match[1] ?? match[2] ?? match[3] ?? '';
    for (const quoted of text.matchAll(QUOTED)) if (quoted[1]) names.push(quoted[1]);
  }
  return names;
}

function existsInCn(ns: string, key: string): boolean {
  const keys = flat.cn[ns];
  if (!keys) return false;
  return keys.has(key) || keys.has(`${key}_one`) || keys.has(`${key}_other`);
}

describe('keys used in the code', () => {
  it('exist in the cn catalogues', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [file, source] of Object.entries(sources)) {
      const declared = declaredNamespaces(source);
      for (const match of source.matchAll(T_CALL)) {
        const key = match[2] ?? '';
        checked += 1;
        const separator = key.indexOf(':');
        if (separator > 0 && allNamespaces.includes(key.slice(0, separator))) {
          if (!existsInCn(key.slice(0, separator), key.slice(separator + 1))) missing.push(`${file}: ${key}`);
          continue;
        }
        // the hook's namespaces (the first is the default), else common, else any module's
        const candidates = declared.length > 0 ? [...declared, DEFAULT_NAMESPACE] : allNamespaces;
        if (!candidates.some((ns) => existsInCn(ns, key))) missing.push(`${file}: ${key}`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });
});
