import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';

/** The web's locale codes (spec 1 §9: cn, en, th; cn is the default). */
export type Locale = 'cn' | 'en' | 'th';
export const LOCALES: readonly Locale[] = ['cn', 'en', 'th'];

type Catalogue = { [key: string]: string | Catalogue };

const LOCALES_DIR = path.join(REPO_ROOT, 'apps/web/src/locales');
const cache = new Map<string, Catalogue>();

function catalogue(locale: Locale, namespace: string): Catalogue {
  const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
  let found = cache.get(file);
  if (!found) {
    found = JSON.parse(readFileSync(file, 'utf8')) as Catalogue;
    cache.set(file, found);
  }
  return found;
}

/**
 * A text of the web app exactly as its locale files write it: `text('en', 'session:login.submit')`.
 * Throws on a missing key, so a renamed key fails the journey instead of matching nothing.
 */
export function text(locale: Locale, key: string): string {
  const [namespace, dotted] = key.split(':');
  if (!namespace || !dotted) throw new Error(`text key "${key}" must read namespace:path`);
  let node: string | Catalogue | undefined = catalogue(locale, namespace);
  for (const part of dotted.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no text ${locale}/${key} in apps/web/src/locales`);
  return node;
}
