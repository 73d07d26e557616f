import { describe, expect, it } from 'vitest';
import type { ListColumn } from '../table/list-column.ts';
import { UNSORTED } from '../table/table-sorting.ts';
import {
  decodeListUrl,
  encodeListUrl,
  type ListState,
  type ListUrlSetup,
  sortableColumnsOf,
} from './list-url-codec.ts';
import { initialFilterValues, resolveFilters } from './resolve-filters.ts';

type Row = { partNo: string; statusText: string; plant: string };
type Query = {
  partNoList?: string[];
  description?: string;
  status?: string;
  types?: string[];
  plant?: string;
  isActive?: string;
  dateFrom?: string;
  dateTo?: string;
  isLatest?: string;
  supplierCode?: string;
};

const columns: ListColumn<Row, Query>[] = [
  { dataIndex: 'partNo', title: 'part', sortable: true, filter: { kind: 'multiText', name: 'partNoList' } },
  {
    dataIndex: 'statusText',
    title: 'status',
    sortable: true,
    sortField: 'status',
    filter: {
      kind: 'select',
      name: 'status',
      options: [
        { value: 'New', labelKey: 'new' },
        { value: 'Wait for Approval', labelKey: 'wait' },
      ],
    },
  },
  {
    dataIndex: 'plant',
    title: 'plant',
    filter: { kind: 'remoteSelect', queryKey: ['plants'], loadOptions: async () => [] },
  },
  { hideInTable: true, key: 'description', title: 'd', filter: { kind: 'text', name: 'description' } },
  {
    hideInTable: true,
    key: 'types',
    title: 't',
    filter: { kind: 'property', name: 'types', propType: 'scheduleType', multiple: true },
  },
  { hideInTable: true, key: 'isActive', title: 'a', filter: { kind: 'yesNo', name: 'isActive' } },
  {
    hideInTable: true,
    key: 'dates',
    title: 'dates',
    filter: { kind: 'dateRange', from: 'dateFrom', to: 'dateTo' },
  },
  {
    hideInTable: true,
    key: 'isLatest',
    title: 'l',
    filter: { kind: 'property', name: 'isLatest', propType: 'scheduleActive', initialValue: 'Y' },
  },
];

function setupOf(supplierLock?: string): ListUrlSetup<Query> {
  const withLock: ListColumn<Row, Query>[] = [
    ...columns,
    {
      hideInTable: true,
      key: 'supplier',
      title: 's',
      filter: { kind: 'text', name: 'supplierCode', lockedValue: () => supplierLock },
    },
  ];
  return {
    filters: resolveFilters(withLock),
    defaultPageSize: 10,
    pageSizes: [10, 20, 50],
    sortable: sortableColumnsOf(withLock),
  };
}

const setup = setupOf();
const defaults = initialFilterValues(setup.filters);
const stateOf = (values: Partial<ListState['values']>, rest: Partial<ListState> = {}): ListState => ({
  values: { ...defaults, ...values },
  paging: { pageNo: 1, size: 10 },
  sorting: UNSORTED,
  ...rest,
});
const decode = (search: string) => decodeListUrl(setup, new URLSearchParams(search));
const roundTrip = (state: ListState) => decode(encodeListUrl(setup, state).toString());

describe('encodeListUrl', () => {
  it('writes nothing for a list as it opens', () => {
    expect(encodeListUrl(setup, stateOf({})).toString()).toBe('');
  });

  it('writes only non-empty filters, dates as yyyy-MM-dd, several values as repeated parameters', () => {
    const params = encodeListUrl(
      setup,
      stateOf({
        partNoList: 'P1, P2；P1\n',
        description: '  seat ',
        status: 'Wait for Approval',
        types: ['F', 'P'],
        dateFrom: { from: '20261101', to: '20261130' },
      }),
    );
    expect(params.toString()).toBe(
      'partNoList=P1&partNoList=P2&status=Wait+for+Approval&description=seat&types=F&types=P&dateFrom=2026-11-01&dateTo=2026-11-30',
    );
  });

  it('writes page, a size other than the default and the sort column (DESC only when descending)', () => {
    const state = stateOf({}, { paging: { pageNo: 3, size: 50 } });
    expect(encodeListUrl(setup, state).toString()).toBe('pageNo=3&size=50');
    const sorted = stateOf({}, { sorting: { columnKey: 'statusText', sortName: 'status', sort: 'DESC' } });
    expect(encodeListUrl(setup, sorted).toString()).toBe('sortName=statusText&sort=DESC');
  });

  it('writes a filter cleared from its start value as an empty parameter, and never a locked one', () => {
    const locked = setupOf('S9');
    const state: ListState = {
      ...stateOf({ isLatest: undefined }),
      values: { ...initialFilterValues(locked.filters), isLatest: undefined },
    };
    expect(encodeListUrl(locked, state).toString()).toBe('isLatest=');
  });
});

describe('decodeListUrl', () => {
  it('answers undefined for an address naming none of the list parameters', () => {
    expect(decode('')).toBeUndefined();
    expect(decode('type=edit&other=1')).toBeUndefined();
  });

  it.each([
    ['text', { description: 'seat' }],
    ['several values', { partNoList: 'P1\nP2' }],
    ['select', { status: 'New' }],
    ['remote select', { plant: 'TH01' }],
    ['multiple property select', { types: ['F', 'P'] }],
    ['yes/no', { isActive: 'N' }],
    ['date range', { dateFrom: { from: '20260101', to: '20260131' } }],
    ['one side of a date range', { dateFrom: { from: undefined, to: '20260131' } }],
    ['a cleared start value', { isLatest: undefined }],
  ])('round-trips a %s filter', (_kind, values) => {
    expect(roundTrip(stateOf(values))?.values).toEqual(stateOf(values).values);
  });

  it('round-trips page, size and sort', () => {
    const state = stateOf(
      { description: 'x' },
      {
        paging: { pageNo: 4, size: 20 },
        sorting: { columnKey: 'statusText', sortName: 'status', sort: 'DESC' },
      },
    );
    expect(roundTrip(state)).toEqual(state);
  });

  it('fills filters the address leaves out with their start values', () => {
    expect(decode('description=seat')?.values).toEqual({ ...defaults, description: 'seat' });
    expect(decode('description=seat')?.values.isLatest).toBe('Y');
  });

  it('ignores unknown options, bad flags, unreadable or impossible dates and overlong values', () => {
    const values = decode(
      `status=Deleted&isActive=maybe&dateFrom=2026-02-31&dateTo=20260301&description=${'x'.repeat(201)}`,
    )?.values;
    expect(values).toEqual(defaults);
  });

  it('keeps the usable values of a parameter and drops the rest', () => {
    const values = decode('status=Bogus&status=New&partNoList=P1&partNoList=&partNoList=P2,P3')?.values;
    expect(values?.status).toBe('New');
    expect(values?.partNoList).toBe('P1\nP2\nP3');
  });

  it('drops the end of an inverted date range', () => {
    expect(decode('dateFrom=2026-03-01&dateTo=2026-02-01')?.values.dateFrom).toEqual({
      from: '20260301',
      to: undefined,
    });
  });

  it('ignores bad pages, sizes outside the choices and sorts on columns that do not sort', () => {
    for (const search of [
      'pageNo=-2',
      'pageNo=abc',
      'pageNo=1e9',
      'size=7',
      'size=',
      'sortName=plant&sort=DESC',
    ]) {
      const state = decode(search);
      expect(state?.paging, search).toEqual({ pageNo: 1, size: 10 });
      expect(state?.sorting, search).toEqual(UNSORTED);
    }
    expect(decode('sortName=partNo&sort=sideways')?.sorting).toEqual({
      columnKey: 'partNo',
      sortName: 'partNo',
      sort: 'ASC',
    });
  });

  it('never lets the address change a locked value', () => {
    const locked = setupOf('S9');
    const state = decodeListUrl(locked, new URLSearchParams('supplierCode=S1&description=x'));
    expect(state?.values.supplierCode).toBe('S9');
  });
});
