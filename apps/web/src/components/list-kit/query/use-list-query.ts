import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DEFAULT_PAGE_SIZES } from '../table/list-pagination.ts';
import { buildListQuery } from './build-list-query.ts';
import { type ListData, type ListQueryOptions, rowsOf } from './list-data.ts';
import { listFilterQueryOf, pagedQuery } from './list-opening.ts';
import { refetchUnlessPrefetched } from './list-prefetch.ts';
import type { ListUrlSetup, SortableColumn } from './list-url-codec.ts';
import type { FilterValues, ResolvedFilter } from './resolve-filters.ts';
import { useListState } from './use-list-state.ts';

type ListQueryInput<Data, Query, TQueryKey extends QueryKey> = {
  filters: readonly ResolvedFilter<Query>[];
  queryOptions: (query: Query) => ListQueryOptions<Data, TQueryKey>;
  fixedQuery?: Partial<Query>;
  defaultPageSize: number;
  /** the page sizes offered; a size in the address outside them is ignored */
  pageSizes?: readonly number[];
  /** the sortable columns; a sort in the address on any other column is ignored */
  sortable?: readonly SortableColumn[];
  /** values laid over the defaults or the address when the list opens (a remembered search); written into the address; Reset drops them */
  presetValues?: FilterValues;
  /** the searched values of the list whose form also searches this one (its state then stays out of the address) */
  followValues?: FilterValues;
};

const NOTHING_SORTABLE: readonly SortableColumn[] = [];

/** Server paging and sorting of one list: the query sent, the page shown, and the handlers that change them. */
export function useListQuery<Data extends ListData, Query, TQueryKey extends QueryKey>({
  filters,
  queryOptions,
  fixedQuery,
  defaultPageSize,
  pageSizes = DEFAULT_PAGE_SIZES,
  sortable = NOTHING_SORTABLE,
  presetValues,
  followValues,
}: ListQueryInput<Data, Query, TQueryKey>) {
  const setup = useMemo<ListUrlSetup<Query>>(
    () => ({ filters, defaultPageSize, pageSizes, sortable }),
    [filters, defaultPageSize, pageSizes, sortable],
  );
  const state = useListState({ setup, presetValues, followValues });
  const filterQuery = listFilterQueryOf(setup, state, fixedQuery);
  const query = pagedQuery(filterQuery, state.paging);
  const result = useQuery({
    ...queryOptions(query),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
    refetchOnMount: refetchUnlessPrefetched,
  });
  const search = (values: FilterValues) => {
    const unchanged =
      state.paging.pageNo === 1 &&
      JSON.stringify(buildListQuery(filters, values)) ===
        JSON.stringify(buildListQuery(filters, state.values));
    // the same search again still asks the server (someone else may have changed the data), and adds no
    // history entry Back would have to step over
    if (unchanged) void result.refetch();
    else state.search(values);
  };
  return {
    ...state,
    search,
    query,
    filterQuery,
    rows: rowsOf(result.data),
    total: result.data?.total ?? 0,
    loading: result.isFetching,
    refresh: () => void result.refetch(),
  };
}
