import { describe, expect, it } from 'vitest';
import { columnIndex } from '../../src/platform/xlsx/sheet-reader/cell-reference.ts';
import { UnreadableWorkbook } from '../../src/platform/xlsx/sheet-reader/unreadable-workbook.ts';

describe('columnIndex', () => {
  it('reads one to three letters of either case before the row number, from 0 for column A', () => {
    expect(['A1', 'B2', 'z9', 'AA10', 'aZ3', 'XFD1048576'].map(columnIndex)).toEqual([
      0, 1, 25, 26, 51, 16383,
    ]);
  });

  it('refuses a reference that is not letters then digits', () => {
    for (const reference of ['', 'A', '12', 'ABCD1', 'A1B', '[1', 'A-1', 'Ä1', ' A1'])
      expect(() => columnIndex(reference), reference).toThrow(UnreadableWorkbook);
  });
});
