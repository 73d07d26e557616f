import type { QueryKey } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { type Key, useMemo, useState } from 'react';
import type { ListData, ListQueryOptions, RowOf } from './query/list-data.ts';
import { listUrlSetupOf } from './query/list-screen.ts';
import type { FilterValues } from './query/resolve-filters.ts';
import { useListQuery } from './query/use-list-query.ts';
import { QueryForm } from './query-form/query-form.tsx';
import type { ListColumn } from './table/list-column.ts';
import { DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES } from './table/list-pagination.ts';
import type { ListRowSelection } from './table/list-row-selection.ts';
import { ListTable } from './table/list-table.tsx';
import type { RowAction } from './table/row-action.ts';
import { usePageSelection } from './table/use-page-selection.ts';
import { ListToolbar } from './toolbar/list-toolbar.tsx';
import type { ToolbarItem } from './toolbar/toolbar-item.ts';

/** Spec: most list tables are at most 545 px high (425 for security check and ASN lists). */
export const DEFAULT_TABLE_HEIGHT = 545;

export type ListPageProps<
  Data extends ListData,
  Query,
  TQueryKey extends QueryKey = QueryKey,
  Row extends object = RowOf<Data>,
> = {
  /** i18n namespace of the page: column titles, filter labels, action and button labels */
  ns: string;
  /** one array drives the query form and the table; keep it stable (module constant or useMemo) */
  columns: readonly ListColumn<Row, Query>[];
  /** the feature's query options of the list call, e.g. `getCompanyPageQueryOptions` */
  queryOptions: (query: Query) => ListQueryOptions<Data, TQueryKey>;
  rowKey: Extract<keyof Row, string> | ((row: Row) => Key);
  /** values every call carries whatever the form says */
  fixedQuery?: Partial<Query>;
  actions?: readonly RowAction<Row>[];
  toolbar?: readonly ToolbarItem<Row, Query>[];
  /** page-size choices; default 10, 20, 30, 50, 100, 500 */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** table max height (scroll.y); default 545 */
  scrollY?: number;
  /** fixed filters per row; by default 1 to 4 by screen width */
  filtersPerRow?: number;
  rowSelection?: ListRowSelection<Row>;
  rowClassName?: (row: Row, index: number) => string;
  onRowClick?: (row: Row) => void;
  /** the query form's values as the user changes them, before Search (e.g. a button needing two picks) */
  onFilterChange?: (values: FilterValues) => void;
  /**
   * filter values the screen opens with when its address names no filter (e.g. a remembered search); they
   * are written into the address. Links should rather carry the filters as address parameters.
   * Reset goes back to the defaults.
   */
  presetValues?: FilterValues;
  /** key of the user's column choice; default the screen's route, one list per route */
  columnsKey?: string;
};

/** A list screen of the portal: collapsible query form, toolbar, and a server-paged, server-sorted table. */
export function ListPage<Data extends ListData, Query, TQueryKey extends QueryKey>(
  props: ListPageProps<Data, Query, TQueryKey>,
) {
  type Row = RowOf<Data>;
  const { ns, columns, rowSelection, pageSizes = DEFAULT_PAGE_SIZES } = props;
  const defaultPageSize = props.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const { filters, sortable } = useMemo(
    () => listUrlSetupOf(columns, defaultPageSize, pageSizes),
    [columns, defaultPageSize, pageSizes],
  );
  // the route the list opened on names its screen; read once, not subscribed: a list need not re-render
  // (nor re-read its column choice) while the router moves on to another route
  const [screenPath] = useState(() => window.location.pathname);
  const list = useListQuery({
    filters,
    queryOptions: props.queryOptions,
    fixedQuery: props.fixedQuery,
    defaultPageSize,
    pageSizes,
    sortable,
    presetValues: props.presetValues,
  });
  const { selectedRows, select } = usePageSelection<Row>(JSON.stringify(list.query), rowSelection);
  return (
    <Flex vertical gap={12}>
      {filters.length > 0 && (
        <Card size="small">
          <QueryForm
            filters={filters}
            ns={ns}
            filtersPerRow={props.filtersPerRow}
            searchedValues={list.values}
            onSearch={list.search}
            onValuesChange={props.onFilterChange}
          />
        </Card>
      )}
      <Card size="small">
        <ListTable<Row, Query>
          ns={ns}
          columnsKey={props.columnsKey ?? screenPath}
          toolbar={
            <ListToolbar
              items={props.toolbar ?? []}
              ns={ns}
              context={{ query: list.filterQuery, selectedRows, refresh: list.refresh }}
            />
          }
          columns={columns}
          rows={list.rows}
          total={list.total}
          loading={list.loading}
          paging={list.paging}
          sorting={list.sorting}
          pageSizes={pageSizes}
          onPage={list.changePage}
          onSort={list.changeSort}
          rowKey={props.rowKey}
          scrollY={props.scrollY ?? DEFAULT_TABLE_HEIGHT}
          actions={props.actions ?? []}
          rowSelection={rowSelection}
          selectedRows={selectedRows}
          onSelect={select}
          rowClassName={props.rowClassName}
          onRowClick={props.onRowClick}
        />
      </Card>
    </Flex>
  );
}
