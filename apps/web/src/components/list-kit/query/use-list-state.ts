import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TableSorting } from '../table/table-sorting.ts';
import { blankListState, withPresets } from './list-opening.ts';
import { decodeListUrl, encodeListUrl, type ListState, type ListUrlSetup } from './list-url-codec.ts';
import type { FilterValues } from './resolve-filters.ts';

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
 * The state kept in the address, so Back/Forward and a copied link show the same search. Presets (a
 * remembered search, a value handed over by another screen) are laid over the address once, at the
 * opening, and written into it, so that Back to this entry later finds them too.
 */
function useAddressStore<Query>(
  setup: ListUrlSetup<Query>,
  blank: ListState,
  presets: FilterValues | undefined,
): StateStore {
  const [params, setParams] = useSearchParams();
  const fromAddress = useMemo(() => decodeListUrl(setup, params), [setup, params]);
  const current = fromAddress ?? blank;
  const opened = useRef(false);
  const state = opened.current ? current : withPresets(current, presets);
  const write = (next: ListState, step: HistoryStep) =>
    setParams(encodeListUrl(setup, next), { replace: step === 'replace' });
  const writeOpening = useRef(() => {
    if (presets) write(state, 'replace');
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
  /** values laid over the defaults or the address when the list opens (a link, a remembered search) */
  presetValues?: FilterValues;
  /** the searched values of the list whose form searches this one too; its state is then kept in memory */
  followValues?: FilterValues;
};

/** Searched filters, page and sort of a list; Search and a new sort go back to page 1. */
export function useListState<Query>(input: ListStateInput<Query>) {
  const inAddress = input.followValues === undefined;
  const blank = useMemo(() => blankListState(input.setup), [input.setup]);
  const following = useFollowingStore(blank, input.followValues);
  const address = useAddressStore(input.setup, blank, inAddress ? input.presetValues : undefined);
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
