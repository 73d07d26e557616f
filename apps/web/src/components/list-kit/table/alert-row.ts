import './alert-row.css';

/** `rowClassName` value that highlights a row, e.g. `(row) => (row.status === 'Failed' ? ALERT_ROW_CLASS : '')`. */
export const ALERT_ROW_CLASS = 'list-kit-alert-row';
