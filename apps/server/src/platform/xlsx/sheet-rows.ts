/**
 * The rows of an export as a source of sheet XML: the workbook writer asks for the rows of one sheet at a
 * time and, when a sheet is full, whether more rows follow for a next one.
 */
export interface SheetRows {
  /** the XML of the next rows, numbered `firstRow` up to `lastRow` at most (fewer when the rows end) */
  write(firstRow: number, lastRow: number): AsyncIterable<string | Buffer>;
  /** whether rows remain after those written */
  hasMore(): Promise<boolean>;
  /** ends the source early or after the last row (e.g. returns its connection) */
  close(): Promise<void>;
}
