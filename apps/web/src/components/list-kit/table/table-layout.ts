import type { TableColumnType } from 'antd';

/** Width of a column that names none, so that every column has a number the virtual table can place. */
export const DEFAULT_COLUMN_WIDTH = 120;
/** Ant Design's selection (checkbox/radio) column width in a small table. */
export const SELECTION_COLUMN_WIDTH = 32;
/**
 * From this many rows the table renders only the rows in view (virtual rows): a 500-row page then
 * costs what a 20-row page costs, to render and to re-render after a sort. Smaller pages keep plain
 * rows, which the browser's find and the tests read as they are.
 */
export const VIRTUAL_ROWS_FROM = 101;

type Widths = { width?: TableColumnType<unknown>['width'] };

export function numericWidth(column: Widths): number {
  return typeof column.width === 'number' ? column.width : DEFAULT_COLUMN_WIDTH;
}

/** The columns with a numeric width each (virtual rows and a numeric scroll width need them). */
export function withNumericWidths<Column extends Widths>(columns: readonly Column[]): Column[] {
  return columns.map((column) => ({ ...column, width: numericWidth(column) }));
}

/** The table's scroll width: its columns side by side, the selection column included. */
export function tableScrollWidth(columns: readonly Widths[], hasSelection: boolean): number {
  const selection = hasSelection ? SELECTION_COLUMN_WIDTH : 0;
  return columns.reduce((sum, column) => sum + numericWidth(column), selection);
}

export function usesVirtualRows(rowCount: number): boolean {
  return rowCount >= VIRTUAL_ROWS_FROM;
}
