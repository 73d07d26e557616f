import type { ReactNode } from 'react';
import type { ListFilter } from '../query-form/list-filter.ts';

type ColumnCommon<Query> = {
  /** i18n key of the header (and of the filter label) in the page's namespace */
  title: string;
  /** the query-form control of this column, if it is searchable */
  filter?: ListFilter<Query>;
};

/** A column shown in the table (and optionally searchable). */
export type TableColumn<Row, Query> = ColumnCommon<Query> &
  {
    [Field in Extract<keyof Row, string>]: {
      dataIndex: Field;
      width?: number;
      /** server-side sorting on the header */
      sortable?: boolean;
      /** data field sent as `sortName` when the column shows a display field (i18nStatus -> releaseStatus) */
      sortField?: string;
      render?: (value: Row[Field], row: Row, index: number) => ReactNode;
      align?: 'left' | 'center' | 'right';
      ellipsis?: boolean;
      /** an identifier the user reads every row by: frozen left, first, and always shown */
      fixed?: 'left';
      /** not part of the screen's default column set; the column chooser can show it */
      hiddenByDefault?: true;
      hideInTable?: false;
    };
  }[Extract<keyof Row, string>];

/** A filter with no column of its own (a date range on two fields, a flag the table does not show). */
export type SearchOnlyColumn<Query> = ColumnCommon<Query> & {
  hideInTable: true;
  /** unique key of the entry */
  key: string;
  filter: ListFilter<Query>;
};

/** One entry of a list's `columns` array: it drives both the query form and the table. */
export type ListColumn<Row, Query> = TableColumn<Row, Query> | SearchOnlyColumn<Query>;

export function isTableColumn<Row, Query>(column: ListColumn<Row, Query>): column is TableColumn<Row, Query> {
  return column.hideInTable !== true;
}
