import { and, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema/index.ts';
import type { Locale } from './locale.ts';

/** A join of the property table for one option list, under its own name. */
export function propertyNames(name: string) {
  return alias(properties, name);
}

type Names = ReturnType<typeof propertyNames>;

/** The join condition of a property alias: the option of `propType` whose key is `key`. */
export function propertyOf(names: Names, propType: string, key: SQLWrapper): SQL | undefined {
  return and(eq(names.propType, propType), sql`${names.propKey} = ${key}`);
}

/** The name column of the caller's language, for a select of the property table itself. */
export function nameColumnIn<T extends Pick<Names, 'nameCn' | 'nameEn' | 'nameTh'>>(
  names: T,
  locale: Locale,
) {
  return locale === 'en' ? names.nameEn : locale === 'th' ? names.nameTh : names.nameCn;
}

/** The option's name in the caller's language (null when the key has no option). */
export function labelIn(names: Pick<Names, 'nameCn' | 'nameEn' | 'nameTh'>, locale: Locale) {
  return sql<string | null>`${nameColumnIn(names, locale)}`;
}
