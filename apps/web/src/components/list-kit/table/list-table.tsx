import { Flex, Modal, Table, type TableProps } from 'antd';
import { type Key, type ReactNode, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import type { ListPaging } from '../query/build-list-query.ts';
import { ColumnChooser } from './column-chooser.tsx';
import { isTableColumn, type ListColumn } from './list-column.ts';
import { listPagination } from './list-pagination.ts';
import type { ListRowSelection } from './list-row-selection.ts';
import type { RowAction } from './row-action.ts';
import { tableScrollWidth, usesVirtualRows } from './table-layout.ts';
import { sortingOf, type TableSorting } from './table-sorting.ts';
import { useColumnChoice } from './use-column-choice.ts';
import { useShownTableColumns } from './use-shown-table-columns.ts';

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
  const { rowKey } = props;
  // a stable key function spares the table re-keying all rows of a 500-row page on every render
  const keyOf = useCallback(
    (row: Row): Key => (typeof rowKey === 'function' ? rowKey(row) : String(row[rowKey])),
    [rowKey],
  );
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
