import type { TableColumn } from './list-column.ts';

/**
 * What a user changed of a screen's default column set: column key -> shown. Only the user's own
 * changes are kept, so a column a later release adds (or one the screen shows only to buyers)
 * still follows its default.
 */
export type ColumnChoice = Readonly<Record<string, boolean>>;

/** An identifier column (frozen left) is always shown: it is what the user reads every row by. */
export function isFrozen<Row, Query>(column: TableColumn<Row, Query>): boolean {
  return column.fixed === 'left';
}

export function isShown<Row, Query>(column: TableColumn<Row, Query>, choice: ColumnChoice): boolean {
  if (isFrozen(column)) return true;
  return choice[column.dataIndex] ?? column.hiddenByDefault !== true;
}

/** The columns the table shows, identifiers first (frozen columns must lead for the table to freeze them). */
export function shownColumns<Row, Query>(
  columns: readonly TableColumn<Row, Query>[],
  choice: ColumnChoice,
): TableColumn<Row, Query>[] {
  const shown = columns.filter((column) => isShown(column, choice));
  return [...shown.filter(isFrozen), ...shown.filter((column) => !isFrozen(column))];
}

/** The choice after the user ticks or unticks one column; a tick back to the default drops the entry. */
export function withColumnShown<Row, Query>(
  choice: ColumnChoice,
  column: TableColumn<Row, Query>,
  shown: boolean,
): ColumnChoice {
  const { [column.dataIndex]: _previous, ...rest } = choice;
  const byDefault = column.hiddenByDefault !== true;
  return shown === byDefault ? rest : { ...rest, [column.dataIndex]: shown };
}
