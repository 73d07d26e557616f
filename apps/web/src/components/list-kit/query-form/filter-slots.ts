import type { ListFilter } from './list-filter.ts';

type FilterKind = ListFilter<unknown>['kind'];

/**
 * How many grid cells a filter takes: a date range needs two dates side by side, which one cell of a
 * row of three or four cannot show without cutting them ("2026-11-(") — it takes two.
 */
export function filterSlots(kind: FilterKind, filtersPerRow: number): number {
  return kind === 'dateRange' && filtersPerRow >= 3 ? 2 : 1;
}

/**
 * For each filter, whether it is on the first row (shown while the form is collapsed), which has `cells`
 * cells for filters (all of the row unless the buttons share it).
 */
export function onFirstRow(
  kinds: readonly FilterKind[],
  filtersPerRow: number,
  cells = filtersPerRow,
): boolean[] {
  let used = 0;
  return kinds.map((kind, index) => {
    used += filterSlots(kind, filtersPerRow);
    return index === 0 || used <= cells;
  });
}
