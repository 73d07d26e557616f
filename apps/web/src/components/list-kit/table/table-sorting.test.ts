import { describe, expect, it } from 'vitest';
import { sortingOf, sortOrderOf, UNSORTED } from './table-sorting.ts';

const columns = [{ dataIndex: 'companyCode' }, { dataIndex: 'i18nCompanyType', sortField: 'companyType' }];

describe('sortingOf', () => {
  it('sends the column field and ASC for an ascending header', () => {
    expect(sortingOf({ columnKey: 'companyCode', order: 'ascend' }, columns)).toEqual({
      columnKey: 'companyCode',
      sortName: 'companyCode',
      sort: 'ASC',
    });
  });

  it('maps a display column to its data field', () => {
    expect(sortingOf({ columnKey: 'i18nCompanyType', order: 'descend' }, columns)).toEqual({
      columnKey: 'i18nCompanyType',
      sortName: 'companyType',
      sort: 'DESC',
    });
  });

  it('drops the sort name when the sort is cleared', () => {
    expect(sortingOf({ columnKey: 'companyCode', order: null }, columns)).toEqual(UNSORTED);
    expect(UNSORTED).toEqual({ sort: 'ASC' });
  });
});

describe('sortOrderOf', () => {
  it('shows the order on the sorted column only', () => {
    const sorting = { columnKey: 'companyCode', sortName: 'companyCode', sort: 'DESC' as const };
    expect(sortOrderOf(sorting, 'companyCode')).toBe('descend');
    expect(sortOrderOf(sorting, 'companyName')).toBeNull();
  });
});
