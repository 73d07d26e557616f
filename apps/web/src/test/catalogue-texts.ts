import type { Catalogue } from '../platform/i18n/catalogues.ts';

/** Every text of a catalogue by its dotted key (`login.submit`), nested groups flattened. */
export function catalogueTexts(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [inner, text] of catalogueTexts(value, path)) result.set(inner, text);
  }
  return result;
}
