import { Readable } from 'node:stream';
import { columnLetters, rowXml, type SheetCell, STYLE, WORKSHEET_END, worksheetStart } from './sheet-xml.ts';
import {
  CONTENT_TYPES_XML,
  PACKAGE_RELS_XML,
  STYLES_XML,
  workbookRelsXml,
  workbookXml,
  worksheetPath,
} from './workbook-parts.ts';
import { type ZipEntrySource, zipStream } from './zip-stream.ts';

export type CellValue = SheetCell;

export interface XlsxColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => CellValue;
}

/**
 * A stored decimal (numeric, read as a string) as a spreadsheet number when a double holds it exactly to
 * the digit (15 significant digits), otherwise as its text, so no price or quantity is ever rounded. Counted
 * by hand rather than with regular expressions: an export calls this for every decimal of every row.
 */
export function exactNumber(decimal: string | null): number | string | null {
  if (decimal === null) return null;
  return significantDigits(decimal) <= 15 ? Number(decimal) : decimal;
}

/** The digits of a decimal from its first non-zero one on, the point and a leading minus not counted. */
function significantDigits(decimal: string): number {
  let digits = 0;
  let leading = true;
  for (let index = 0; index < decimal.length; index++) {
    const code = decimal.charCodeAt(index);
    if (code === 45 && index === 0) continue; // a leading minus
    if (code === 46 && leading) continue; // the point before the first non-zero digit
    if (leading && code === 48) continue; // a leading zero
    leading = false;
    if (code !== 46) digits++;
  }
  return digits;
}

/** Excel's last row: a sheet holds the header and 1,048,575 rows, the next rows continue on a next sheet. */
export const SHEET_ROW_LIMIT = 1_048_576;
/** Excel's longest sheet name. */
const SHEET_NAME_LIMIT = 31;
/**
 * Rows are written to the deflater in pieces of about this many characters: small enough that building one
 * keeps other requests waiting only a few milliseconds.
 */
const PIECE_CHARACTERS = 64 * 1024;
const DEFAULT_WIDTH = 18;
const READ_AHEAD_BYTES = 64 * 1024;

export interface XlsxOptions {
  /** rows per sheet, the header included (Excel's limit unless a test injects a small one) */
  rowsPerSheet?: number;
}

/**
 * Streams rows into an xlsx as they arrive, so an export of any size holds only a batch in memory. The
 * next rows are read only when the reader of the file wants more bytes (a slow client slows the database
 * cursor, not the server's memory); a reader that stops stops the rows (which releases e.g. a cursor).
 * Every value is written as a plain value, never a formula; text that starts with = + - @ gets the text
 * number format too, so no spreadsheet evaluates it when the cell is edited. Rows beyond one sheet
 * continue on the next sheet, "Name (2)", under the same header.
 */
export function streamXlsx<Row>(
  sheetName: string,
  columns: XlsxColumn<Row>[],
  rows: AsyncIterable<Row>,
  options: XlsxOptions = {},
): Readable {
  const parts = workbookParts(sheetName, columns, rows, options.rowsPerSheet ?? SHEET_ROW_LIMIT);
  // read ahead at most this much of the file: the rest waits until the client takes it
  return Readable.from(zipStream(parts), { objectMode: false, highWaterMark: READ_AHEAD_BYTES });
}

/** The package's parts in writing order: the fixed ones, every sheet the rows need, then the workbook. */
async function* workbookParts<Row>(
  sheetName: string,
  columns: XlsxColumn<Row>[],
  rows: AsyncIterable<Row>,
  rowsPerSheet: number,
): AsyncGenerator<ZipEntrySource> {
  yield { name: '[Content_Types].xml', data: [CONTENT_TYPES_XML] };
  yield { name: '_rels/.rels', data: [PACKAGE_RELS_XML] };
  yield { name: 'xl/styles.xml', data: [STYLES_XML] };
  const source = rows[Symbol.asyncIterator]();
  try {
    const reading: SheetReading<Row> = { next: await source.next() };
    const names: string[] = [];
    do {
      names.push(continuedSheetName(sheetName, names.length + 1));
      yield { name: worksheetPath(names.length), data: sheetPieces(columns, source, reading, rowsPerSheet) };
    } while (!reading.next.done);
    yield { name: 'xl/workbook.xml', data: [workbookXml(names)] };
    yield { name: 'xl/_rels/workbook.xml.rels', data: [workbookRelsXml(names.length)] };
  } finally {
    // the reader stopped early (or reading failed): end the source, e.g. close its cursor
    await source.return?.();
  }
}

/** The row read ahead: a sheet that is full leaves it for the next sheet. */
interface SheetReading<Row> {
  next: IteratorResult<Row>;
}

/** One sheet's XML: the header, then rows from `reading.next` on until the sheet is full or the rows end. */
async function* sheetPieces<Row>(
  columns: XlsxColumn<Row>[],
  source: AsyncIterator<Row>,
  reading: SheetReading<Row>,
  rowsPerSheet: number,
): AsyncGenerator<string> {
  const letters = columns.map((_, index) => columnLetters(index));
  let xml =
    worksheetStart(columns.map((column) => column.width ?? DEFAULT_WIDTH)) +
    rowXml(
      1,
      letters,
      columns.map((column) => column.header),
      STYLE.header,
    );
  // one array for every row's values: an export writes millions of rows, each array would be garbage
  const values: CellValue[] = new Array(columns.length);
  for (let rowNumber = 2; rowNumber <= rowsPerSheet && !reading.next.done; rowNumber++) {
    const row = reading.next.value;
    for (let index = 0; index < columns.length; index++) values[index] = columns[index]?.value(row);
    xml += rowXml(rowNumber, letters, values);
    if (xml.length >= PIECE_CHARACTERS) {
      yield xml;
      xml = '';
    }
    reading.next = await source.next();
  }
  yield xml + WORKSHEET_END;
}

/** The first sheet has the export's name, the next ones "Name (2)", "Name (3)", cut to Excel's 31 characters. */
function continuedSheetName(sheetName: string, sheetNo: number): string {
  const suffix = sheetNo === 1 ? '' : ` (${sheetNo})`;
  return sheetName.slice(0, SHEET_NAME_LIMIT - suffix.length) + suffix;
}

/** Reads a large result in keyset-ordered batches, for streaming exports without loading it whole. */
export async function* inBatches<Row>(
  fetchBatch: (after: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize = 2000,
): AsyncIterable<Row> {
  let last: Row | undefined;
  for (;;) {
    const batch = await fetchBatch(last, batchSize);
    yield* batch;
    if (batch.length < batchSize) return;
    last = batch[batch.length - 1];
  }
}
