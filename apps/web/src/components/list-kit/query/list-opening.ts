import { UNSORTED } from '../table/table-sorting.ts';
import { buildListQuery, type ListPaging } from './build-list-query.ts';
import { decodeListUrl, type ListState, type ListUrlSetup } from './list-url-codec.ts';
import { type FilterValues, initialFilterValues } from './resolve-filters.ts';

/**
 * What a list asks the server for, as pure functions of its setup and state: the screen's hooks and the
 * prefetch that starts a screen's lists while its code still downloads (route-prefetch.ts) compute the
 * same query, so the prefetched page is the one the screen then reads from the cache.
 */

/** The state of a list opened with no search: the filters' initial values, page 1, unsorted. */
export function blankListState<Query>(setup: ListUrlSetup<Query>): ListState {
  return {
    values: initialFilterValues(setup.filters),
    paging: { pageNo: 1, size: setup.defaultPageSize },
    sorting: UNSORTED,
  };
}

/** The state a list kept in the address opens with (presets aside). */
export function openingListState<Query>(setup: ListUrlSetup<Query>, params: URLSearchParams): ListState {
  return decodeListUrl(setup, params) ?? blankListState(setup);
}

/** A state with presets (a remembered search, a value handed over by another screen) laid over its values. */
export function withPresets(state: ListState, presets: FilterValues | undefined): ListState {
  return presets ? { ...state, values: { ...state.values, ...presets } } : state;
}

/** The searched part of a state's query (what a download sends): filters and sort, with the fixed values. */
export function listFilterQueryOf<Query>(
  setup: Pick<ListUrlSetup<Query>, 'filters'>,
  state: ListState,
  fixedQuery?: Partial<Query>,
): Partial<Query> {
  const fixed = fixedQuery as Record<string, unknown> | undefined;
  return buildListQuery(setup.filters, state.values, {
    fixedQuery: fixed,
    sorting: state.sorting,
  }) as Partial<Query>;
}

/** The list call's query: the searched part and the page. */
export function pagedQuery<Query>(filterQuery: Partial<Query>, paging: ListPaging): Query {
  return { ...filterQuery, ...paging } as Query;
}

/** The list call's query of a state: the searched part and the page. */
export function listQueryOf<Query>(
  setup: Pick<ListUrlSetup<Query>, 'filters'>,
  state: ListState,
  fixedQuery?: Partial<Query>,
): Query {
  return pagedQuery(listFilterQueryOf(setup, state, fixedQuery), state.paging);
}

/** The state of a list whose search follows another list's form: those values, page 1, unsorted. */
export function followingListState(values: FilterValues, defaultPageSize: number): ListState {
  return { values, paging: { pageNo: 1, size: defaultPageSize }, sorting: UNSORTED };
}
