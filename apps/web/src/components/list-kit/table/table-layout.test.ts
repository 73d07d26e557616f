import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COLUMN_WIDTH,
  SELECTION_COLUMN_WIDTH,
  tableScrollWidth,
  usesVirtualRows,
  withNumericWidths,
} from './table-layout.ts';

describe('table layout', () => {
  it('gives a column without a numeric width the default width and keeps the others', () => {
    const columns = withNumericWidths([{ key: 'a', width: 90 }, { key: 'b' }, { key: 'c', width: '20%' }]);
    expect(columns.map((column) => column.width)).toEqual([90, DEFAULT_COLUMN_WIDTH, DEFAULT_COLUMN_WIDTH]);
    expect(columns.map((column) => column.key)).toEqual(['a', 'b', 'c']);
  });

  it('scrolls over the sum of the widths, plus the selection column when rows can be chosen', () => {
    const columns = [{ width: 130 }, { width: 100 }, {}];
    expect(tableScrollWidth(columns, false)).toBe(130 + 100 + DEFAULT_COLUMN_WIDTH);
    expect(tableScrollWidth(columns, true)).toBe(130 + 100 + DEFAULT_COLUMN_WIDTH + SELECTION_COLUMN_WIDTH);
  });

  it('renders virtual rows for big pages only', () => {
    expect(usesVirtualRows(100)).toBe(false);
    expect(usesVirtualRows(101)).toBe(true);
    expect(usesVirtualRows(500)).toBe(true);
  });
});
