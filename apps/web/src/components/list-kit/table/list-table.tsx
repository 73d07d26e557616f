import type { Permission } from '@portal/contract/permissions';
import { Flex, Modal, Table, type TableColumnType, type TableProps } from 'antd';
import type { TFunction } from 'i18next';
import { type Key, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import type { ListPaging } from '../query/build-list-query.ts';
import { actionColumn } from './action-column.tsx';
import { shownColumns } from './column-choice.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { isTableColumn, type ListColumn } from './list-column.ts';
import { listPagination } from './list-pagination.ts';
import type { ListRowSelection } from './list-row-selection.ts';
import type { RowAction } from './row-action.ts';
import { tableColumns } from './table-columns.ts';
import { tableScrollWidth, usesVirtualRows, withNumericWidths } from './table-layout.ts';
import { sortingOf, type TableSorting } from './table-sorting.ts';
import { useColumnChoice } from './use-column-choice.ts';

export type ListTableProps<Row, Query> = {
  ns: string;
  /** unique per table of the portal: the user's column choice is kept under it */
  columnsKey: string;
  columns: readonly ListColumn<Row, Query>[];
  rows: readonly Row[];
  total: number;
  loading: boolean;
  paging: ListPaging;
  sorting: TableSorting;
  pageSizes: readonly number[];
  onPage: (pageNo: number, size: number) => void;
  onSort: (sorting: TableSorting) => void;
  rowKey: Extract<keyof Row, string> | ((row: Row) => Key);
  scrollY: number;
  actions: readonly RowAction<Row>[];
  rowSelection?: ListRowSelection<Row>;
  selectedRows: readonly Row[];
  onSelect: (rows: Row[]) => void;
  rowClassName?: (row: Row, index: number) => string;
  onRowClick?: (row: Row) => void;
  /** buttons on the row of the column chooser, left of it (the list's toolbar) */
  toolbar?: ReactNode;
};

type ColumnsInput<Row, Query> = Pick<
  ListTableProps<Row, Query>,
  'columns' | 'sorting' | 'actions' | 'rows'
> & {
  t: TFunction;
  has: (permission: Permission) => boolean;
  confirm: Parameters<typeof actionColumn<Row>>[0]['confirm'];
};

/** The table's columns for the user's choice, each with a numeric width (virtual rows place cells by it). */
function useShownTableColumns<Row, Query>(input: ColumnsInput<Row, Query>, choice: Record<string, boolean>) {
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

/** The table of a list: server paging and sorting, the user's columns, the action column, optional selection. */
export function ListTable<Row extends object, Query>(props: ListTableProps<Row, Query>) {
  const { t } = useTranslation([props.ns, 'listKit']);
  const { has } = useAuthorities();
  const [modal, modalHolder] = Modal.useModal();
  const { choice, change, reset } = useColumnChoice(props.columnsKey);
  const columns = useShownTableColumns(
    {
      columns: props.columns,
      sorting: props.sorting,
      actions: props.actions,
      rows: props.rows,
      t,
      has,
      confirm: modal.confirm,
    },
    choice,
  );
  const keyOf = (row: Row): Key =>
    typeof props.rowKey === 'function' ? props.rowKey(row) : String(row[props.rowKey]);
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') props.onSort(sortingOf(sorter, props.columns.filter(isTableColumn)));
    if (extra.action === 'paginate')
      props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.paging.size);
  };
  const selection = props.rowSelection;
  const rows = useMemo(() => [...props.rows], [props.rows]);
  return (
    <>
      {modalHolder}
      <Flex justify="space-between" align="start" gap={8}>
        <div>{props.toolbar}</div>
        <div style={{ marginBottom: 12 }}>
          <ColumnChooser
            ns={props.ns}
            columns={props.columns.filter(isTableColumn)}
            choice={choice}
            onChange={change}
            onReset={reset}
          />
        </div>
      </Flex>
      <Table<Row>
        rowKey={keyOf}
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        loading={props.loading}
        onChange={onChange}
        virtual={usesVirtualRows(rows.length)}
        scroll={{ x: tableScrollWidth(columns, selection !== undefined), y: props.scrollY }}
        rowClassName={props.rowClassName}
        onRow={props.onRowClick ? (row) => ({ onClick: () => props.onRowClick?.(row) }) : undefined}
        pagination={listPagination({
          paging: props.paging,
          total: props.total,
          pageSizes: props.pageSizes,
          showTotal: (total) => t('listKit:table.total', { total }),
        })}
        rowSelection={
          selection && {
            type: selection.type ?? 'checkbox',
            selectedRowKeys: props.selectedRows.map(keyOf),
            getCheckboxProps: (row) => ({ disabled: selection.disabled?.(row) ?? false }),
            onChange: (_keys, rows) => props.onSelect(rows),
          }
        }
      />
    </>
  );
}
