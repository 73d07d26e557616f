/** Row selection of a list (e.g. ASN creation from the chosen schedule lines). */
export type ListRowSelection<Row> = {
  type?: 'checkbox' | 'radio';
  /** rows that cannot be chosen */
  disabled?: (row: Row) => boolean;
  onChange?: (rows: Row[]) => void;
};
