import { describe, expect, it } from 'vitest';
import { filterSlots, onFirstRow } from './filter-slots.ts';

describe('filter slots of the query form', () => {
  it('gives a date range two cells in rows of three or four, one in narrower rows', () => {
    expect(filterSlots('dateRange', 4)).toBe(2);
    expect(filterSlots('dateRange', 3)).toBe(2);
    expect(filterSlots('dateRange', 2)).toBe(1);
    expect(filterSlots('text', 4)).toBe(1);
  });

  it('keeps on the first row only the filters whose cells fit it', () => {
    expect(onFirstRow(['text', 'dateRange', 'multiText', 'text'], 3)).toEqual([true, true, false, false]);
    expect(onFirstRow(['text', 'text', 'text', 'text'], 3)).toEqual([true, true, true, false]);
    expect(onFirstRow(['text', 'dateRange', 'text'], 4)).toEqual([true, true, true]);
  });

  it('leaves a cell to the buttons when they share the first row', () => {
    expect(onFirstRow(['text', 'text', 'text'], 3, 2)).toEqual([true, true, false]);
    expect(onFirstRow(['text', 'dateRange', 'text'], 4, 3)).toEqual([true, true, false]);
  });

  it('always shows the first filter, even a date range in a row of one', () => {
    expect(onFirstRow(['dateRange', 'text'], 1)).toEqual([true, false]);
  });
});
