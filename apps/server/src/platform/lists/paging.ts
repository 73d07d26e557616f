import type { PageQuery } from '@portal/contract/common';
import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { invalid } from '../http/app-error.ts';
import { platformMessages } from '../i18n/platform-messages.ts';

/** Display field -> the column (or expression) it sorts by. The only way a sortName reaches SQL. */
export type SortWhitelist = Readonly<Record<string, SQLWrapper>>;

export function offsetOf(query: Pick<PageQuery, 'pageNo' | 'size'>): number {
  return (query.pageNo - 1) * query.size;
}

export function pageCount(total: number, size: number): number {
  return Math.ceil(total / size);
}

/**
 * ORDER BY for a list: the whitelisted column for `sortName` in the asked direction, then the tie-breakers
 * (always ending in a unique key, so pages never overlap). An unknown sortName is refused, never guessed.
 */
export function orderBy(
  whitelist: SortWhitelist,
  query: Pick<PageQuery, 'sort' | 'sortName'>,
  tieBreakers: SQL[],
): SQL[] {
  if (!query.sortName) return tieBreakers;
  const column = Object.hasOwn(whitelist, query.sortName) ? whitelist[query.sortName] : undefined;
  if (!column) throw invalid(platformMessages.sortNotAllowed, { sortName: query.sortName.slice(0, 40) });
  return [query.sort === 'DESC' ? desc(column) : asc(column), ...tieBreakers];
}
