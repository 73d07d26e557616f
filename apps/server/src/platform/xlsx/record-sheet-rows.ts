import type { CellValue, XlsxColumn } from './export.ts';
import type { SheetRows } from './sheet-rows.ts';
import { columnLetters, rowXml } from './sheet-xml.ts';

/**
 * Rows are written to the deflater in pieces of about this many characters: small enough that building one
 * keeps other requests waiting only a few milliseconds.
 */
const PIECE_CHARACTERS = 64 * 1024;

/** Records written through their columns' value functions, the row after a full sheet read ahead. */
export class RecordSheetRows<Row> implements SheetRows {
  private readonly source: AsyncIterator<Row>;
  private next: Promise<IteratorResult<Row>> | IteratorResult<Row> | undefined;
  private readonly letters: string[];

  constructor(
    private readonly columns: readonly XlsxColumn<Row>[],
    rows: AsyncIterable<Row>,
  ) {
    this.source = rows[Symbol.asyncIterator]();
    this.letters = columns.map((_, index) => columnLetters(index));
  }

  async *write(firstRow: number, lastRow: number): AsyncGenerator<string> {
    // one array for every row's values: an export writes millions of rows, each array would be garbage
    const values: CellValue[] = new Array(this.columns.length);
    let xml = '';
    for (let rowNumber = firstRow; rowNumber <= lastRow; rowNumber++) {
      const next = await this.take();
      if (next.done) break;
      for (let index = 0; index < this.columns.length; index++)
        values[index] = this.columns[index]?.value(next.value);
      xml += rowXml(rowNumber, this.letters, values);
      if (xml.length >= PIECE_CHARACTERS) {
        yield xml;
        xml = '';
      }
    }
    if (xml) yield xml;
  }

  async hasMore(): Promise<boolean> {
    this.next ??= this.source.next();
    return !(await this.next).done;
  }

  async close(): Promise<void> {
    await this.source.return?.();
  }

  /** The next row: the one `hasMore` read ahead, or a new one. */
  private take(): Promise<IteratorResult<Row>> | IteratorResult<Row> {
    const next = this.next ?? this.source.next();
    this.next = undefined;
    return next;
  }
}
