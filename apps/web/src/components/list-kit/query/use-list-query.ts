import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildListQuery } from './build-list-query.ts';
import { type ListData, type ListQueryOptions, rowsOf } from './list-data.ts';
import { type FilterValues, initialFilterValues, type ResolvedFilter } from './resolve-filters.ts';
import { useListState } from './use-list-state.ts';

type ListQueryInput<Data, Query, TQueryKey extends QueryKey> = {
  filters: readonly ResolvedFilter<Query>[];
  queryOptions: (query: Query) => ListQueryOptions<Data, TQueryKey>;
  fixedQuery?: Partial<Query>;
  defaultPageSize: number;
  /** values the first search runs with instead of the defaults (a screen opened from a link); Reset drops them */
  presetValues?: FilterValues;
};

/** Server paging and sorting of one list: the query sent, the page shown, and the handlers that change them. */
export function useListQuery<Data extends ListData, Query, TQueryKey extends QueryKey>({
  filters,
  queryOptions,
  fixedQuery,
  defaultPageSize,
  presetValues,
}: ListQueryInput<Data, Query, TQueryKey>) {
  const state = useListState(
    useMemo(() => ({ ...initialFilterValues(filters), ...presetValues }), [filters, presetValues]),
    defaultPageSize,
  );
  const fixed = fixedQuery as Record<string, unknown> | undefined;
  const filterQuery = buildListQuery(filters, state.values, { fixedQuery: fixed, sorting: state.sorting });
  const query = { ...filterQuery, ...state.paging } as Query;
  // the previous page stays on screen while the next one loads
  const result = useQuery({ ...queryOptions(query), placeholderData: keepPreviousData });
  const search = (values: FilterValues) => {
    const unchanged =
      state.paging.pageNo === 1 &&
      JSON.stringify(buildListQuery(filters, values)) ===
        JSON.stringify(buildListQuery(filters, state.values));
    state.search(values);
    // the same search again still asks the server (someone else may have changed the data)
    if (unchanged) void result.refetch();
  };
  return {
    ...state,
    search,
    query,
    filterQuery: filterQuery as Partial<Query>,
    rows: rowsOf(result.data),
    total: result.data?.total ?? 0,
    loading: result.isFetching,
    refresh: () => void result.refetch(),
  };
}
