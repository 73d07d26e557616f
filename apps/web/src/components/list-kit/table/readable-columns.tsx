import type { TableColumnsType, TableColumnType } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { CutCell } from './cut-cell.tsx';
import { HeaderTitle } from './header-title.tsx';

type Column<Row> = TableColumnsType<Row>[number];
type Render<Row> = NonNullable<TableColumnType<Row>['render']>;
type CellContent<Row> = ReturnType<Render<Row>>;

/** A render that hands antd cell props (`{ children, props }`) instead of content. */
function isCellProps<Row>(content: CellContent<Row>): content is Exclude<CellContent<Row>, ReactNode> {
  return content !== null && typeof content === 'object' && 'props' in content && !isValidElement(content);
}

/** An `ellipsis` column's content goes through CutCell: cut on one line, its whole text on hover. */
function cutCellRender<Row>(render: Render<Row> | undefined): Render<Row> {
  return (value, row, index) => {
    const content = render ? render(value, row, index) : (value as ReactNode);
    return isCellProps(content) ? content : <CutCell>{content}</CutCell>;
  };
}

/** One column (and the columns under a grouped header) by the layout rules of the list kit. */
function readableColumn<Row>(column: Column<Row>): Column<Row> {
  const readable: Column<Row> = {
    ...column,
    title: typeof column.title === 'string' ? <HeaderTitle title={column.title} /> : column.title,
    // the sorter's own hint on the icon only: hovering a cut header shows its whole title instead
    ...(column.sorter ? { showSorterTooltip: { target: 'sorter-icon' as const } } : {}),
  };
  if ('children' in readable && readable.children) {
    return { ...readable, children: readable.children.map(readableColumn) };
  }
  if (!column.ellipsis || 'children' in column) return readable;
  return { ...readable, ellipsis: { showTitle: false }, render: cutCellRender(column.render) };
}

/**
 * Columns laid out by the rules of the list kit, for every table of the portal (list screens, dialogs,
 * wizards): headers wrap between words (Thai by Intl.Segmenter) on at most three lines, and a cell or header
 * whose text is cut shows the whole text on hover.
 */
export function readableColumns<Row>(columns: TableColumnsType<Row>): TableColumnsType<Row> {
  return columns.map(readableColumn);
}
