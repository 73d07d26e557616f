import type { ZipEntry } from '../zip-directory.ts';

/**
 * The archive's entry for a part of the package, e.g. `xl/workbook.xml`. Names are compared exactly (a
 * zip's names are case-sensitive), except that a leading '/' is allowed on either side: relationship
 * targets are often absolute, and a few writers store entry names that way too.
 */
export function findPart(entries: readonly ZipEntry[], name: string): ZipEntry | undefined {
  const wanted = withoutLeadingSlash(name);
  return entries.find((entry) => withoutLeadingSlash(entry.name) === wanted);
}

const withoutLeadingSlash = (name: string) => name.replace(/^\/+/, '');
