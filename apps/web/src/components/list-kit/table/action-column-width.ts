import type { TextWidth } from './text-width.ts';

/** Spec: the action column is 60 px per visible action, 80 px at least: the floor of the width. */
export const ACTION_WIDTH_PER_BUTTON = 60;
export const ACTION_COLUMN_MIN_WIDTH = 80;
/** a small link button of the column: 4 px padding each side (set in action-column) */
export const ACTION_BUTTON_PADDING = 8;
/** the "more" button: the ellipsis icon and its padding */
export const MORE_BUTTON_WIDTH = 24;
/** the small table's cell padding (8 px each side), its border and a pixel of rounding */
export const ACTION_CELL_PADDING = 18;

/** The spec's width for a number of visible buttons. */
export function actionColumnWidth(buttons: number): number {
  return Math.max(ACTION_COLUMN_MIN_WIDTH, ACTION_WIDTH_PER_BUTTON * buttons);
}

/** One row's action line: the translated labels of its buttons and whether it has a "more" menu. */
export type ActionLine = { labels: readonly string[]; more: boolean };

/** What one row's line needs: the spec's width, or more where its labels are longer (Thai, English). */
export function actionLineWidth(line: ActionLine, textWidth: TextWidth): number {
  const buttons = line.labels.reduce((sum, label) => sum + textWidth(label) + ACTION_BUTTON_PADDING, 0);
  const measured = ACTION_CELL_PADDING + buttons + (line.more ? MORE_BUTTON_WIDTH : 0);
  return Math.max(actionColumnWidth(line.labels.length + (line.more ? 1 : 0)), measured);
}

/**
 * The column holds the busiest line of the page and its own header on one line, so neither wraps nor
 * runs under the neighbouring column.
 */
export function actionColumnFitWidth(
  lines: readonly ActionLine[],
  header: string,
  textWidth: TextWidth,
): number {
  const headerWidth = ACTION_CELL_PADDING + textWidth(header);
  return lines.reduce(
    (widest, line) => Math.max(widest, actionLineWidth(line, textWidth)),
    Math.max(ACTION_COLUMN_MIN_WIDTH, headerWidth),
  );
}
