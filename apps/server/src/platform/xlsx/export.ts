import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';

export type CellValue = string | number | Date | null | undefined;

export interface XlsxColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => CellValue;
}

/**
 * A stored decimal (numeric, read as a string) as a spreadsheet number when a double holds it exactly to
 * the digit (15 significant digits), otherwise as its text, so no price or quantity is ever rounded.
 */
export function exactNumber(decimal: string | null): number | string | null {
  if (decimal === null) return null;
  const digits = decimal.replace(/^-/, '').replace('.', '').replace(/^0+/, '');
  return digits.length <= 15 ? Number(decimal) : decimal;
}

/** Text that a spreadsheet could read as a formula or a DDE call. */
const FORMULA_LEAD = /^[=+\-@\t\r]/;

/**
 * Streams rows into an xlsx as they arrive, so an export of any size holds only a batch in memory.
 * Every value is written as a plain value, never a formula; text that starts with = + - @ gets the
 * text number format too, so no spreadsheet evaluates it when the cell is edited.
 */
export function streamXlsx<Row>(
  sheetName: string,
  columns: XlsxColumn<Row>[],
  rows: AsyncIterable<Row>,
): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const row of rows) {
      // the client went away: stop reading (which releases the source, e.g. its database cursor)
      if (output.destroyed) return;
      const excelRow = sheet.addRow(columns.map((column) => column.value(row) ?? null));
      excelRow.eachCell((cell) => {
        if (typeof cell.value === 'string' && FORMULA_LEAD.test(cell.value)) cell.numFmt = '@';
      });
      excelRow.commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
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
