import { Modal, Table, type TableProps } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorities } from '../../../platform/session/use-authorities.ts';
import type { ListPaging } from '../query/build-list-query.ts';
import { actionColumn } from './action-column.tsx';
import { isTableColumn, type ListColumn } from './list-column.ts';
import { listPagination } from './list-pagination.ts';
import type { ListRowSelection } from './list-row-selection.ts';
import type { RowAction } from './row-action.ts';
import { tableColumns } from './table-columns.ts';
import { sortingOf, type TableSorting } from './table-sorting.ts';

export type ListTableProps<Row, Query> = {
  ns: string;
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
};

/** The table of a list: server paging and sorting, the action column, optional selection. */
export function ListTable<Row extends object, Query>(props: ListTableProps<Row, Query>) {
  const { t } = useTranslation([props.ns, 'listKit']);
  const { has } = useAuthorities();
  const [modal, modalHolder] = Modal.useModal();
  const columns = tableColumns(props.columns, props.sorting, t);
  if (props.actions.some((action) => !action.permission || has(action.permission))) {
    columns.push(actionColumn({ actions: props.actions, rows: props.rows, has, t, confirm: modal.confirm }));
  }
  const keyOf = (row: Row): Key =>
    typeof props.rowKey === 'function' ? props.rowKey(row) : String(row[props.rowKey]);
  const onChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') props.onSort(sortingOf(sorter, props.columns.filter(isTableColumn)));
    if (extra.action === 'paginate')
      props.onPage(pagination.current ?? 1, pagination.pageSize ?? props.paging.size);
  };
  const selection = props.rowSelection;
  return (
    <>
      {modalHolder}
      <Table<Row>
        rowKey={keyOf}
        size="small"
        bordered
        columns={columns}
        dataSource={[...props.rows]}
        loading={props.loading}
        onChange={onChange}
        scroll={{ x: 'max-content', y: props.scrollY }}
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
