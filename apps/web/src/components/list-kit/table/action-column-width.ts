/** Spec: the action column is 60 px per visible action, 80 px at least. */
export const ACTION_WIDTH_PER_BUTTON = 60;
export const ACTION_COLUMN_MIN_WIDTH = 80;

export function actionColumnWidth(maxVisibleActions: number): number {
  return Math.max(ACTION_COLUMN_MIN_WIDTH, ACTION_WIDTH_PER_BUTTON * maxVisibleActions);
}

/** The most actions any one of the rows shows, which sizes the column for the current page. */
export function maxVisibleActions<Row>(rows: readonly Row[], visibleCount: (row: Row) => number): number {
  return rows.reduce((max, row) => Math.max(max, visibleCount(row)), 0);
}
