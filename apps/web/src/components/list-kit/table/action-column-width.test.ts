import { describe, expect, it } from 'vitest';
import { actionColumnWidth, maxVisibleActions } from './action-column-width.ts';

describe('actionColumnWidth', () => {
  it('gives 60 px per visible action', () => {
    expect(actionColumnWidth(2)).toBe(120);
    expect(actionColumnWidth(3)).toBe(180);
  });

  it('never goes below 80 px', () => {
    expect(actionColumnWidth(0)).toBe(80);
    expect(actionColumnWidth(1)).toBe(80);
  });
});

describe('maxVisibleActions', () => {
  it('takes the busiest row of the page', () => {
    const rows = [{ actions: 1 }, { actions: 3 }, { actions: 2 }];
    expect(maxVisibleActions(rows, (row) => row.actions)).toBe(3);
  });

  it('is 0 for an empty page', () => {
    expect(maxVisibleActions([], () => 5)).toBe(0);
  });
});
