import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../table/list-column.ts';
import { buildListQuery } from './build-list-query.ts';
import { initialFilterValues, resolveFilters } from './resolve-filters.ts';

type Row = {
  supplierCode: string;
  supplierName: string;
  status: string;
  releaseDateStr: string;
  isInvoiced: string;
};
type Query = {
  supplierCodeList?: string[];
  supplierName?: string;
  status?: string;
  releaseDateFrom?: string;
  releaseDateTo?: string;
  isInvoiced?: string;
  isOverShipped?: boolean;
};

const columns: ListColumn<Row, Query>[] = [
  {
    dataIndex: 'supplierCode',
    title: 'supplierCode',
    filter: { kind: 'multiText', name: 'supplierCodeList' },
  },
  { dataIndex: 'supplierName', title: 'supplierName', filter: { kind: 'text' } },
  {
    dataIndex: 'status',
    title: 'status',
    filter: { kind: 'select', options: [{ value: 'New', labelKey: 'new' }] },
  },
  { dataIndex: 'releaseDateStr', title: 'releaseDate' },
  {
    hideInTable: true,
    key: 'releaseDate',
    title: 'releaseDate',
    filter: { kind: 'dateRange', from: 'releaseDateFrom', to: 'releaseDateTo' },
  },
  { dataIndex: 'isInvoiced', title: 'isInvoiced', filter: { kind: 'yesNo' } },
  {
    hideInTable: true,
    key: 'overShipped',
    title: 'over',
    filter: { kind: 'yesNo', name: 'isOverShipped', boolean: true },
  },
];
const filters = resolveFilters(columns);

describe('buildListQuery', () => {
  it('leaves out empty filters and sends paging and the default direction', () => {
    const query = buildListQuery(filters, initialFilterValues(filters), {
      paging: { pageNo: 1, size: 10 },
      sorting: { sort: 'ASC' },
    });
    expect(query).toEqual({ pageNo: 1, size: 10, sort: 'ASC' });
  });

  it('splits multi-value boxes into arrays and trims text', () => {
    const query = buildListQuery(filters, { supplierCodeList: 'S1, S2；S1\n', supplierName: '  Acme ' });
    expect(query).toEqual({ supplierCodeList: ['S1', 'S2'], supplierName: 'Acme' });
  });

  it('sends a date range on its two fields', () => {
    const query = buildListQuery(filters, { releaseDateFrom: { from: '20240101', to: '20240131' } });
    expect(query).toEqual({ releaseDateFrom: '20240101', releaseDateTo: '20240131' });
  });

  it('sends Y/N flags, nothing for All, and booleans where asked', () => {
    expect(buildListQuery(filters, { isInvoiced: 'N', isOverShipped: '' })).toEqual({ isInvoiced: 'N' });
    expect(buildListQuery(filters, { isOverShipped: 'Y' })).toEqual({ isOverShipped: true });
    expect(buildListQuery(filters, { isOverShipped: 'N' })).toEqual({ isOverShipped: false });
  });

  it('sends sortName only while a column is sorted', () => {
    expect(buildListQuery(filters, {}, { sorting: { sort: 'DESC', sortName: 'releaseStatus' } })).toEqual({
      sort: 'DESC',
      sortName: 'releaseStatus',
    });
    expect(buildListQuery(filters, {}, { sorting: { sort: 'ASC' } })).not.toHaveProperty('sortName');
  });

  it('always sends a locked value and the fixed query, whatever the form holds', () => {
    const locked = resolveFilters<Row, Query>([
      {
        dataIndex: 'supplierCode',
        title: 'supplierCode',
        filter: { kind: 'multiText', name: 'supplierCodeList', lockedValue: () => 'S9' },
      },
    ]);
    expect(locked[0]?.initial).toBe('S9');
    const query = buildListQuery(locked, { supplierCodeList: 'S1' }, { fixedQuery: { status: 'New' } });
    expect(query).toEqual({ supplierCodeList: ['S9'], status: 'New' });
  });
});

describe('resolveFilters', () => {
  it('orders filters by `order` first, then by column', () => {
    const ordered = resolveFilters<Row, Query>([
      { dataIndex: 'supplierCode', title: 'a', filter: { kind: 'text' } },
      { dataIndex: 'supplierName', title: 'b', filter: { kind: 'text', order: -1 } },
      { dataIndex: 'status', title: 'c' },
    ]);
    expect(ordered.map((entry) => entry.field)).toEqual(['supplierName', 'supplierCode']);
  });
});
