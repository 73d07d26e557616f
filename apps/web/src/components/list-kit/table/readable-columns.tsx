import { WebLocale } from '@portal/contract/common';
import type { TableColumnsType, TableColumnType } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { CutCell } from './cut-cell.tsx';
import { headerFitWidth } from './header-fit-width.ts';
import { HeaderTitle } from './header-title.tsx';
import { measuredHeaderWidth, type TextWidth } from './text-width.ts';

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

type HeaderMeasure = { locale: WebLocale; textWidth: TextWidth };

/** A numeric width widened where it would cut a word of the header (a Thai or English word is long). */
function fittedWidth<Row>(column: Column<Row>, measure: HeaderMeasure): Column<Row>['width'] {
  if (typeof column.width !== 'number' || typeof column.title !== 'string') return column.width;
  const sortable = Boolean(column.sorter);
  return Math.max(column.width, headerFitWidth(column.title, measure.locale, sortable, measure.textWidth));
}

/** One column (and the columns under a grouped header) by the layout rules of the list kit. */
function readableColumn<Row>(column: Column<Row>, measure: HeaderMeasure): Column<Row> {
  const readable: Column<Row> = {
    ...column,
    width: fittedWidth(column, measure),
    title: typeof column.title === 'string' ? <HeaderTitle title={column.title} /> : column.title,
    // the sorter's own hint on the icon only: hovering a cut header shows its whole title instead
    ...(column.sorter ? { showSorterTooltip: { target: 'sorter-icon' as const } } : {}),
  };
  if ('children' in readable && readable.children) {
    return { ...readable, children: readable.children.map((child) => readableColumn(child, measure)) };
  }
  if (!column.ellipsis || 'children' in column) return readable;
  return { ...readable, ellipsis: { showTitle: false }, render: cutCellRender(column.render) };
}

/**
 * Columns laid out by the rules of the list kit, for every table of the portal (list screens, dialogs,
 * wizards): headers wrap between words (Thai by Intl.Segmenter) on at most three lines, a column is never
 * narrower than the longest word of its header, and a cell or header whose text is cut shows the whole
 * text on hover.
 */
export function readableColumns<Row>(
  columns: TableColumnsType<Row>,
  textWidth: TextWidth = measuredHeaderWidth,
): TableColumnsType<Row> {
  const measure = { locale: WebLocale.catch('cn').parse(i18n.language), textWidth };
  return columns.map((column) => readableColumn(column, measure));
}
