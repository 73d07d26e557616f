import { describe, expect, it } from 'vitest';
import { shownColumns } from '../../../components/list-kit/table/column-choice.ts';
import { isTableColumn } from '../../../components/list-kit/table/list-column.ts';
import { invoiceColumns } from './invoice-columns.tsx';

const all = invoiceColumns(false).filter(isTableColumn);
const keys = shownColumns(all, {}).map((column) => column.dataIndex);

describe('invoice columns', () => {
  it('lead with the invoice no., frozen', () => {
    expect(keys[0]).toBe('invoiceNo');
    expect(all.filter((column) => column.fixed === 'left').map((column) => column.dataIndex)).toEqual([
      'invoiceNo',
    ]);
  });

  it('show status, match and the invoice amount among the first columns', () => {
    expect(keys.slice(0, 8)).toEqual(expect.arrayContaining(['i18nStatus', 'matchStatus', 'invoiceAmount']));
  });

  it('keep who-did-what and the ERP voucher fields in the chooser: half the columns or fewer by default', () => {
    expect(keys).not.toContain('qadVoucherNo');
    expect(keys).not.toContain('approvedName');
    expect(keys.length).toBeLessThanOrEqual(all.length / 2);
  });
});
