import './selected-row.css';

/** `rowClassName` value of the row a screen has picked: `(row) => (row.id === picked ? SELECTED_ROW_CLASS : '')`. */
export const SELECTED_ROW_CLASS = 'list-kit-selected-row';
/** `rowClassName` value of a row a click does something with (`onRowClick`). */
export const CLICKABLE_ROW_CLASS = 'list-kit-clickable-row';
