import type { SorterResult, SortOrder } from 'antd/es/table/interface';
import type { ListSorting, SortDirection } from '../query/build-list-query.ts';

/** The sort of a list: which column header shows it, and what the server is sent. */
export type TableSorting = ListSorting & { columnKey?: string };

/** Spec: unsorted lists still send the default direction ASC. */
export const UNSORTED: TableSorting = { sort: 'ASC' };

export function sortOrderOf(sorting: TableSorting, columnKey: string): SortOrder {
  if (sorting.columnKey !== columnKey) return null;
  return sorting.sort === 'ASC' ? 'ascend' : 'descend';
}

type SortableColumn = { dataIndex: string; sortField?: string };

/** A header click as the server wants it: `sortName` (the column's data field) and ASC/DESC; cleared sort sends no name. */
export function sortingOf<Row>(
  sorter: SorterResult<Row> | SorterResult<Row>[],
  columns: readonly SortableColumn[],
): TableSorting {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const column = columns.find((entry) => entry.dataIndex === single?.columnKey);
  if (!single?.order || !column) return UNSORTED;
  const sort: SortDirection = single.order === 'ascend' ? 'ASC' : 'DESC';
  return { columnKey: column.dataIndex, sortName: column.sortField ?? column.dataIndex, sort };
}
