import { isTableColumn, type ListColumn } from '../table/list-column.ts';
import { type TableSorting, UNSORTED } from '../table/table-sorting.ts';
import type { ListPaging } from './build-list-query.ts';
import { filterParams, readFilter } from './filter-url-params.ts';
import type { FilterValues, ResolvedFilter } from './resolve-filters.ts';

/** What a list shows: the searched filter values, the page and the sort. */
export type ListState = { values: FilterValues; paging: ListPaging; sorting: TableSorting };

/** A column the table sorts on: the header key and the field the server is sent. */
export type SortableColumn = { dataIndex: string; sortField?: string };

export type ListUrlSetup<Query> = {
  filters: readonly ResolvedFilter<Query>[];
  defaultPageSize: number;
  pageSizes: readonly number[];
  sortable: readonly SortableColumn[];
};

/** Paging and sort use the list call's own names, so the address reads like the request. */
const PAGE = 'pageNo';
const SIZE = 'size';
const SORT_NAME = 'sortName';
const SORT = 'sort';
const MAX_PAGE = 1_000_000;

/** Filters fixed for the user (a supplier's own code) are not the user's search: never in the address. */
function freeFilters<Query>(filters: readonly ResolvedFilter<Query>[]) {
  return filters.filter((entry) => entry.locked === undefined);
}

function sameValues(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

function appendFilters<Query>(
  params: URLSearchParams,
  filters: readonly ResolvedFilter<Query>[],
  values: FilterValues,
) {
  for (const entry of freeFilters(filters)) {
    const current = filterParams(entry.filter, entry.field, values[entry.field]);
    const start = filterParams(entry.filter, entry.field, entry.initial);
    for (const [name, written] of current) {
      const initial = start.get(name) ?? [];
      // a filter at its start value is left out; one cleared from its start value is written empty
      if (sameValues(written, initial)) continue;
      if (written.length === 0) params.append(name, '');
      for (const value of written) params.append(name, value);
    }
  }
}

/** The address search of a list state: only what differs from how the list opens, dates as yyyy-MM-dd. */
export function encodeListUrl<Query>(setup: ListUrlSetup<Query>, state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  appendFilters(params, setup.filters, state.values);
  if (state.paging.pageNo > 1) params.set(PAGE, String(state.paging.pageNo));
  if (state.paging.size !== setup.defaultPageSize) params.set(SIZE, String(state.paging.size));
  if (state.sorting.columnKey) {
    params.set(SORT_NAME, state.sorting.columnKey);
    if (state.sorting.sort === 'DESC') params.set(SORT, 'DESC');
  }
  return params;
}

function pagingOf<Query>(setup: ListUrlSetup<Query>, params: URLSearchParams): ListPaging {
  const page = params.get(PAGE) ?? '';
  const pageNo = /^\d{1,7}$/.test(page) ? Math.min(Math.max(Number(page), 1), MAX_PAGE) : 1;
  const size = Number(params.get(SIZE));
  return { pageNo, size: setup.pageSizes.includes(size) ? size : setup.defaultPageSize };
}

function sortingOf<Query>(setup: ListUrlSetup<Query>, params: URLSearchParams): TableSorting {
  const column = setup.sortable.find((entry) => entry.dataIndex === params.get(SORT_NAME));
  if (!column) return UNSORTED;
  const sort = params.get(SORT) === 'DESC' ? 'DESC' : 'ASC';
  return { columnKey: column.dataIndex, sortName: column.sortField ?? column.dataIndex, sort };
}

/** The parameter names a list reads: its free filters' fields, paging and sort. */
export function listParamNames<Query>(setup: ListUrlSetup<Query>): Set<string> {
  const names = freeFilters(setup.filters).flatMap((entry) => [
    ...filterParams(entry.filter, entry.field, undefined).keys(),
  ]);
  return new Set([...names, PAGE, SIZE, SORT_NAME, SORT]);
}

/**
 * The list state an address asks for, or undefined when it names none of the list's parameters (the
 * list opens as it always does). The address is untrusted: unknown parameters, unknown options,
 * unreadable dates and pages are ignored, never an error.
 */
export function decodeListUrl<Query>(
  setup: ListUrlSetup<Query>,
  params: URLSearchParams,
): ListState | undefined {
  const names = listParamNames(setup);
  if (![...params.keys()].some((name) => names.has(name))) return undefined;
  const read = (name: string) => (params.has(name) ? params.getAll(name) : undefined);
  const values: FilterValues = {};
  for (const entry of setup.filters) {
    values[entry.field] = entry.locked === undefined ? readFilter(entry, read) : entry.initial;
  }
  return { values, paging: pagingOf(setup, params), sorting: sortingOf(setup, params) };
}

/** The columns of a list the address may name as its sort. */
export function sortableColumnsOf<Row, Query>(columns: readonly ListColumn<Row, Query>[]): SortableColumn[] {
  return columns.filter(isTableColumn).filter((column) => column.sortable);
}
