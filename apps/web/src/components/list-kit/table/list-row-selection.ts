/** Row selection of a list (e.g. ASN creation from the chosen schedule lines). */
export type ListRowSelection<Row> = {
  type?: 'checkbox' | 'radio';
  /** rows that cannot be chosen */
  disabled?: (row: Row) => boolean;
  /**
   * The selection kept when the user changes it: `next` is what the table proposes, `previous` what was
   * chosen; answer fewer rows to uncheck some (and tell the user why), e.g. a rule between chosen rows.
   */
  accept?: (next: Row[], previous: readonly Row[]) => Row[];
  onChange?: (rows: Row[]) => void;
};
