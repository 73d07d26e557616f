import { Readable } from 'node:stream';
import { RecordSheetRows } from './record-sheet-rows.ts';
import type { SheetRows } from './sheet-rows.ts';
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

export { exactNumber } from './exact-number.ts';

export type CellValue = SheetCell;

/** A sheet column's header and width (in characters), whatever writes its cells. */
export interface SheetColumn {
  header: string;
  width?: number;
}

/** A column whose cells are a value of each row. */
export interface XlsxColumn<Row> extends SheetColumn {
  value: (row: Row) => CellValue;
}

/** Excel's last row: a sheet holds the header and 1,048,575 rows, the next rows continue on a next sheet. */
export const SHEET_ROW_LIMIT = 1_048_576;
/** Excel's longest sheet name. */
const SHEET_NAME_LIMIT = 31;
const DEFAULT_WIDTH = 18;
const READ_AHEAD_BYTES = 64 * 1024;

export interface XlsxOptions {
  /** rows per sheet, the header included (Excel's limit unless a test injects a small one) */
  rowsPerSheet?: number;
}

/** `streamSheets` of rows whose cells are their columns' values. */
export function streamXlsx<Row>(
  sheetName: string,
  columns: XlsxColumn<Row>[],
  rows: AsyncIterable<Row>,
  options: XlsxOptions = {},
): Readable {
  return streamSheets(sheetName, columns, new RecordSheetRows(columns, rows), options);
}

/**
 * Streams rows into an xlsx as they arrive, so an export of any size holds only a batch in memory. The
 * next rows are read only when the reader of the file wants more bytes (a slow client slows the database,
 * not the server's memory); a reader that stops stops the rows (which releases e.g. a cursor). Every value
 * is written as a plain value, never a formula; text that starts with = + - @ gets the text number format
 * too, so no spreadsheet evaluates it when the cell is edited. Rows beyond one sheet continue on the next
 * sheet, "Name (2)", under the same header.
 */
export function streamSheets(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: SheetRows,
  options: XlsxOptions = {},
): Readable {
  const parts = workbookParts(sheetName, columns, rows, options.rowsPerSheet ?? SHEET_ROW_LIMIT);
  // read ahead at most this much of the file: the rest waits until the client takes it
  return Readable.from(zipStream(parts), { objectMode: false, highWaterMark: READ_AHEAD_BYTES });
}

/** The package's parts in writing order: the fixed ones, every sheet the rows need, then the workbook. */
async function* workbookParts(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: SheetRows,
  rowsPerSheet: number,
): AsyncGenerator<ZipEntrySource> {
  yield { name: '[Content_Types].xml', data: [CONTENT_TYPES_XML] };
  yield { name: '_rels/.rels', data: [PACKAGE_RELS_XML] };
  yield { name: 'xl/styles.xml', data: [STYLES_XML] };
  try {
    const names: string[] = [];
    do {
      names.push(continuedSheetName(sheetName, names.length + 1));
      yield { name: worksheetPath(names.length), data: sheetXml(columns, rows, rowsPerSheet) };
    } while (await rows.hasMore());
    yield { name: 'xl/workbook.xml', data: [workbookXml(names)] };
    yield { name: 'xl/_rels/workbook.xml.rels', data: [workbookRelsXml(names.length)] };
  } finally {
    // the reader stopped early (or reading failed): end the source, e.g. close its cursor
    await rows.close();
  }
}

/** One sheet's XML: the header, then the rows that fit. */
async function* sheetXml(
  columns: readonly SheetColumn[],
  rows: SheetRows,
  rowsPerSheet: number,
): AsyncGenerator<string | Buffer> {
  const letters = columns.map((_, index) => columnLetters(index));
  const headers = columns.map((column) => column.header);
  yield worksheetStart(columns.map((column) => column.width ?? DEFAULT_WIDTH)) +
    rowXml(1, letters, headers, STYLE.header);
  yield* rows.write(2, rowsPerSheet);
  yield WORKSHEET_END;
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
