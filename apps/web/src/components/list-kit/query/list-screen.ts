import type { QueryKey } from '@tanstack/react-query';
import type { ListColumn } from '../table/list-column.ts';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES } from '../table/list-pagination.ts';
import type { ListData, ListQueryOptions, RowOf } from './list-data.ts';
import { type ListUrlSetup, sortableColumnsOf } from './list-url-codec.ts';
import { resolveFilters } from './resolve-filters.ts';

/**
 * What a list screen lists: its columns (which also make its query form), its list call and what every
 * call carries. The screen's page spreads it into ListPage and its route prefetch reads the same object,
 * so the page the prefetch asks for is the page the screen then finds in the cache.
 */
export type ListScreen<Data extends ListData, Query, TQueryKey extends QueryKey = QueryKey> = {
  columns: readonly ListColumn<RowOf<Data>, Query>[];
  queryOptions: (query: Query) => ListQueryOptions<Data, TQueryKey>;
  fixedQuery?: Partial<Query>;
  pageSizes?: readonly number[];
  defaultPageSize?: number;
};

/** The address setup of a list screen: its filters and sortable columns come from its columns. */
export function listUrlSetupOf<Row, Query>(
  columns: readonly ListColumn<Row, Query>[],
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizes: readonly number[] = DEFAULT_PAGE_SIZES,
): ListUrlSetup<Query> {
  return {
    filters: resolveFilters(columns),
    defaultPageSize,
    pageSizes,
    sortable: sortableColumnsOf(columns),
  };
}
