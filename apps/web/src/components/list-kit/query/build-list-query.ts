import type { ListFilter } from '../query-form/list-filter.ts';
import { splitMultiValue } from '../query-form/split-multi-value.ts';
import type { FilterFormValue, FilterValues, ResolvedFilter } from './resolve-filters.ts';

export type SortDirection = 'ASC' | 'DESC';
export type ListPaging = { pageNo: number; size: number };
/** No `sortName` means unsorted; the direction defaults to ASC (spec). */
export type ListSorting = { sortName?: string; sort: SortDirection };
export type ListQueryParts = {
  paging?: ListPaging;
  sorting?: ListSorting;
  /** values every call of this list carries, whatever the form says */
  fixedQuery?: Record<string, unknown>;
};

type QueryValue = string | string[] | boolean;

function textOf(value: FilterFormValue): string {
  return typeof value === 'string' ? value.trim() : '';
}

function choiceOf(value: FilterFormValue): QueryValue | undefined {
  if (Array.isArray(value)) return value.length > 0 ? value : undefined;
  return textOf(value) || undefined;
}

/** The query value of one single-field filter, undefined when the filter is empty. */
function sentValueOf<Query>(filter: ListFilter<Query>, value: FilterFormValue): QueryValue | undefined {
  switch (filter.kind) {
    case 'multiText': {
      const values = splitMultiValue(Array.isArray(value) ? value.join('\n') : textOf(value));
      return values.length > 0 ? values : undefined;
    }
    case 'yesNo': {
      const flag = textOf(value);
      if (!flag) return undefined;
      return filter.boolean ? flag === 'Y' : flag;
    }
    default:
      return choiceOf(value);
  }
}

function addFilter<Query>(
  query: Record<string, unknown>,
  entry: ResolvedFilter<Query>,
  values: FilterValues,
) {
  const { filter } = entry;
  const value = values[entry.field];
  if (filter.kind === 'dateRange') {
    const range = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    if (range.from) query[filter.from] = range.from;
    if (range.to) query[filter.to] = range.to;
    return;
  }
  // a locked filter sends its lock whatever the form holds
  const sent = sentValueOf(filter, entry.locked === undefined ? value : entry.initial);
  if (sent !== undefined) query[entry.field] = sent;
}

/**
 * The body (or query string) of a list call: non-empty filters (multi-value boxes split into
 * arrays, date ranges on their two fields), locked values, fixed values, paging and sorting.
 */
export function buildListQuery<Query>(
  filters: readonly ResolvedFilter<Query>[],
  values: FilterValues,
  parts: ListQueryParts = {},
): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const entry of filters) addFilter(query, entry, values);
  Object.assign(query, parts.fixedQuery);
  if (parts.paging) Object.assign(query, parts.paging);
  if (parts.sorting) {
    query.sort = parts.sorting.sort;
    if (parts.sorting.sortName) query.sortName = parts.sorting.sortName;
  }
  return query;
}
