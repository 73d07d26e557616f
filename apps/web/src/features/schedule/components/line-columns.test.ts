import { describe, expect, it } from 'vitest';
import { shownColumns } from '../../../components/list-kit/table/column-choice.ts';
import { isTableColumn } from '../../../components/list-kit/table/list-column.ts';
import { SELECTION_COLUMN_WIDTH, tableScrollWidth } from '../../../components/list-kit/table/table-layout.ts';
import { lineColumns, pickedLineColumns } from './line-columns.tsx';

const defaults = (columns: typeof lineColumns) => shownColumns(columns.filter(isTableColumn), {});
const keys = (columns: ReturnType<typeof defaults>) => columns.map((column) => column.dataIndex);

/** What a 1280-wide laptop leaves the line table beside the menu, less the selection column. */
const LAPTOP_TABLE_WIDTH = 1000;

describe('schedule line columns', () => {
  it('lead with part and order no., frozen', () => {
    const shown = defaults(lineColumns);
    expect(keys(shown).slice(0, 2)).toEqual(['partNo', 'orderNo']);
    expect(shown.filter((column) => column.fixed === 'left').length).toBe(2);
  });

  it('show the request, ASN and unshipped quantity within a laptop-wide table', () => {
    const shown = defaults(lineColumns);
    const upToUnshipped = shown.slice(0, keys(shown).indexOf('unshippedQty') + 1);
    expect(keys(upToUnshipped)).toEqual(expect.arrayContaining(['requestQty', 'asnQty', 'unshippedQty']));
    expect(tableScrollWidth(upToUnshipped, true)).toBeLessThanOrEqual(
      LAPTOP_TABLE_WIDTH + SELECTION_COLUMN_WIDTH,
    );
  });

  it('keep cumulative figures out of the default set, in the chooser', () => {
    expect(keys(defaults(lineColumns))).not.toContain('cumQty');
    expect(lineColumns.filter(isTableColumn).map((column) => column.dataIndex)).toContain('cumQty');
  });

  it('of one picked release keep the part no. frozen first', () => {
    expect(keys(defaults(pickedLineColumns))[0]).toBe('partNo');
    expect(keys(defaults(pickedLineColumns))).not.toContain('orderNo');
  });
});
