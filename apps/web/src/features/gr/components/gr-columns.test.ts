import { describe, expect, it } from 'vitest';
import { shownColumns } from '../../../components/list-kit/table/column-choice.ts';
import { isTableColumn } from '../../../components/list-kit/table/list-column.ts';
import { grColumns } from './gr-columns.tsx';

const defaults = (showPrices: boolean) => shownColumns(grColumns(showPrices).filter(isTableColumn), {});
const keys = (showPrices: boolean) => defaults(showPrices).map((column) => column.dataIndex);

describe('GR columns', () => {
  it('lead with GR no. and part no., the only frozen columns', () => {
    const frozen = defaults(true).filter((column) => column.fixed === 'left');
    expect(frozen.map((column) => column.dataIndex)).toEqual(['grNo', 'partNo']);
    expect(keys(true).slice(0, 2)).toEqual(['grNo', 'partNo']);
  });

  it('show the quantity next, then the amounts to buyers only', () => {
    expect(keys(true).slice(2, 7)).toEqual(['qty', 'poUom', 'currency', 'grUnitPrice', 'amount']);
    expect(keys(false)).not.toContain('amount');
  });

  it('keep plant, supplier name, price list and invoice date in the chooser', () => {
    const all = grColumns(true).filter(isTableColumn).length;
    expect(keys(true)).not.toContain('supplierName');
    expect(all - keys(true).length).toBe(4);
  });
});
