import type { Permission } from '@portal/contract/permissions';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { actionColumn } from './action-column.tsx';
import { type ColumnChoice, shownColumns } from './column-choice.ts';
import { isTableColumn, type ListColumn } from './list-column.ts';
import type { RowAction } from './row-action.ts';
import { tableColumns } from './table-columns.ts';
import { withNumericWidths } from './table-layout.ts';
import type { TableSorting } from './table-sorting.ts';

type ColumnsInput<Row, Query> = {
  columns: readonly ListColumn<Row, Query>[];
  sorting: TableSorting;
  actions: readonly RowAction<Row>[];
  rows: readonly Row[];
  t: TFunction;
  has: (permission: Permission) => boolean;
  confirm: Parameters<typeof actionColumn<Row>>[0]['confirm'];
};

/** The table's columns for the user's choice, each with a numeric width (virtual rows place cells by it). */
export function useShownTableColumns<Row, Query>(input: ColumnsInput<Row, Query>, choice: ColumnChoice) {
  const { columns, sorting, actions, rows, t, has, confirm } = input;
  // computed once per page, sort or choice, not on every render of the page around the table
  return useMemo(() => {
    const shown: TableColumnType<Row>[] = tableColumns(
      shownColumns(columns.filter(isTableColumn), choice),
      sorting,
      t,
    );
    if (actions.some((action) => !action.permission || has(action.permission))) {
      shown.push(actionColumn({ actions, rows, has, t, confirm }));
    }
    return withNumericWidths(shown);
  }, [columns, choice, sorting, actions, rows, t, has, confirm]);
}
