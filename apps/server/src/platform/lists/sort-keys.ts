import type { PageQuery } from '@portal/contract/common';
import { asc, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import { invalid } from '../http/app-error.ts';
import { platformMessages } from '../i18n/platform-messages.ts';
import type { SortWhitelist } from './paging.ts';

/** One term of a list's order, kept as data so the order can also be read backwards (see page-window.ts). */
export interface SortKey {
  column: SQLWrapper;
  direction: 'asc' | 'desc';
}

export const ascending = (column: SQLWrapper): SortKey => ({ column, direction: 'asc' });
export const descending = (column: SQLWrapper): SortKey => ({ column, direction: 'desc' });

/**
 * A list's order as sort keys: the whitelisted column for `sortName` in the asked direction, then the
 * tie-breakers (ending in a unique key). An unknown sortName is refused, never guessed.
 */
export function sortKeys(
  whitelist: SortWhitelist,
  query: Pick<PageQuery, 'sort' | 'sortName'>,
  tieBreakers: readonly SortKey[],
): SortKey[] {
  if (!query.sortName) return [...tieBreakers];
  const column = Object.hasOwn(whitelist, query.sortName) ? whitelist[query.sortName] : undefined;
  if (!column) throw invalid(platformMessages.sortNotAllowed, { sortName: query.sortName.slice(0, 40) });
  return [{ column, direction: query.sort === 'DESC' ? 'desc' : 'asc' }, ...tieBreakers];
}

/**
 * ORDER BY of the keys, or of their exact mirror: PostgreSQL puts nulls last ascending and first descending,
 * so flipping every direction reverses the whole order, nulls included.
 */
export function orderSql(keys: readonly SortKey[], reversed = false): SQL[] {
  return keys.map(({ column, direction }) =>
    (direction === 'asc') !== reversed ? asc(column) : desc(column),
  );
}
