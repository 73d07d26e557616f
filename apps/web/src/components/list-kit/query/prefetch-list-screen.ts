import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ListData } from './list-data.ts';
import { listQueryOf, openingListState, withPresets } from './list-opening.ts';
import { prefetchListPage } from './list-prefetch.ts';
import { type ListScreen, listUrlSetupOf } from './list-screen.ts';
import type { FilterValues } from './resolve-filters.ts';

/** Asks for the page a list screen opens on at this address (with the presets it lays over it). */
export function prefetchListScreen<Data extends ListData, Query, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  screen: ListScreen<Data, Query, TQueryKey>,
  params: URLSearchParams,
  presets?: FilterValues,
): void {
  const setup = listUrlSetupOf(screen.columns, screen.defaultPageSize, screen.pageSizes);
  const state = withPresets(openingListState(setup, params), presets);
  prefetchListPage(queryClient, screen.queryOptions(listQueryOf(setup, state, screen.fixedQuery)));
}
