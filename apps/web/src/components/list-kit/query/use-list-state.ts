import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type TableSorting, UNSORTED } from '../table/table-sorting.ts';
import { decodeListUrl, encodeListUrl, type ListState, type ListUrlSetup } from './list-url-codec.ts';
import { type FilterValues, initialFilterValues } from './resolve-filters.ts';

/** How a state change is recorded in the browser history: a Search is a step Back returns to. */
type HistoryStep = 'push' | 'replace';
type StateStore = { state: ListState; write: (next: ListState, step: HistoryStep) => void };

/**
 * The state of a list searched by another list's form: its values follow that list's (a new search
 * goes back to page 1), its page and sort stay in memory.
 */
function useFollowingStore(opening: ListState, followed: FilterValues | undefined): StateStore {
  const key = JSON.stringify(followed ?? null);
  const [stored, setStored] = useState({ state: opening, key });
  const state =
    stored.key === key ? stored.state : { ...stored.state, paging: { ...stored.state.paging, pageNo: 1 } };
  return {
    state: followed ? { ...state, values: followed } : state,
    write: (next) => setStored({ state: next, key }),
  };
}

/**
 * The state kept in the address, so Back/Forward and a copied link show the same search. A screen
 * opened with presets (a remembered search) on an address without list parameters writes them in, once.
 */
function useAddressStore<Query>(
  setup: ListUrlSetup<Query>,
  opening: ListState,
  writePresets: boolean,
): StateStore {
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => decodeListUrl(setup, params), [setup, params]);
  const defaults = useMemo(() => initialFilterValues(setup.filters), [setup.filters]);
  // after the opening, a bare address means the defaults (Reset, Back past the search), not the presets
  const opened = useRef(false);
  const state = fromAddress ?? (opened.current ? { ...opening, values: defaults } : opening);
  const write = (next: ListState, step: HistoryStep) =>
    setParams(encodeListUrl(setup, next), { replace: step === 'replace' });
  const writeOpening = useRef(() => {
    if (!fromAddress && writePresets) write(opening, 'replace');
  });
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    writeOpening.current();
  }, []);
  return { state, write };
}

export type ListStateInput<Query> = {
  setup: ListUrlSetup<Query>;
  /** the values the list opens with: the defaults, or with the presets of a screen opened from a link */
  openingValues: FilterValues;
  hasPresets: boolean;
  /** the searched values of the list whose form searches this one too; its state is then kept in memory */
  followValues?: FilterValues;
};

/** Searched filters, page and sort of a list; Search and a new sort go back to page 1. */
export function useListState<Query>(input: ListStateInput<Query>) {
  const inAddress = input.followValues === undefined;
  const opening: ListState = {
    values: input.openingValues,
    paging: { pageNo: 1, size: input.setup.defaultPageSize },
    sorting: UNSORTED,
  };
  const following = useFollowingStore(opening, input.followValues);
  const address = useAddressStore(input.setup, opening, inAddress && input.hasPresets);
  const { state, write } = inAddress ? address : following;
  return {
    ...state,
    search(values: FilterValues) {
      write({ ...state, values, paging: { ...state.paging, pageNo: 1 } }, 'push');
    },
    changePage(pageNo: number, size: number) {
      const paging = { pageNo: size === state.paging.size ? pageNo : 1, size };
      write({ ...state, paging }, 'replace');
    },
    changeSort(sorting: TableSorting) {
      write({ ...state, sorting, paging: { ...state.paging, pageNo: 1 } }, 'replace');
    },
  };
}
