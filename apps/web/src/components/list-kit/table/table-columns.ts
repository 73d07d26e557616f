import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { isTableColumn, type ListColumn } from './list-column.ts';
import { readableColumns } from './readable-columns.tsx';
import { sortOrderOf, type TableSorting } from './table-sorting.ts';

type CellRender<Row> = (value: unknown, row: Row, index: number) => ReactNode;

/**
 * The table part of a list's `columns`: translated headers that wrap between words, cut cells with their
 * text on hover, server sorting with the current sort shown.
 */
export function tableColumns<Row, Query>(
  columns: readonly ListColumn<Row, Query>[],
  sorting: TableSorting,
  t: TFunction,
): TableColumnType<Row>[] {
  const translated = columns.filter(isTableColumn).map((column) => ({
    key: column.dataIndex,
    dataIndex: column.dataIndex,
    title: t(column.title),
    width: column.width,
    align: column.align,
    ellipsis: column.ellipsis,
    fixed: column.fixed,
    sorter: column.sortable === true,
    sortOrder: column.sortable ? sortOrderOf(sorting, column.dataIndex) : undefined,
    // each column's render takes the value of its own field; the table hands it that value
    render: column.render as CellRender<Row> | undefined,
  }));
  return readableColumns<Row>(translated) as TableColumnType<Row>[];
}
