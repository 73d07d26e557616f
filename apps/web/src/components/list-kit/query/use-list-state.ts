import { useState } from 'react';
import { type TableSorting, UNSORTED } from '../table/table-sorting.ts';
import type { ListPaging } from './build-list-query.ts';
import type { FilterValues } from './resolve-filters.ts';

/** Searched filters, page and sort of a list; Search and a new sort go back to page 1. */
export function useListState(initialValues: FilterValues, defaultPageSize: number) {
  const [values, setValues] = useState(initialValues);
  const [paging, setPaging] = useState<ListPaging>({ pageNo: 1, size: defaultPageSize });
  const [sorting, setSorting] = useState<TableSorting>(UNSORTED);
  return {
    values,
    paging,
    sorting,
    search(next: FilterValues) {
      setValues(next);
      setPaging((current) => ({ ...current, pageNo: 1 }));
    },
    changePage(pageNo: number, size: number) {
      setPaging((current) => ({ pageNo: size === current.size ? pageNo : 1, size }));
    },
    changeSort(next: TableSorting) {
      setSorting(next);
      setPaging((current) => ({ ...current, pageNo: 1 }));
    },
  };
}
