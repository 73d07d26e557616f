import type { ZipEntry } from '../zip-directory.ts';
import { CellContent } from './cell-content.ts';
import { columnIndex, rowNumberOf } from './cell-reference.ts';
import { type CellContext, cellText } from './cell-text.ts';
import { walkPart } from './part-walk.ts';
import type { SheetCells } from './sheet-job.ts';

/** The sheet holds more rows than the template allows; reading stopped at the first row past the limit. */
export class TooManyRows extends Error {
  override readonly name = 'TooManyRows';
}

/** What reading a sheet needs: the workbook's context for cell text, and the template's bounds. */
export interface SheetReading extends CellContext {
  /** cells kept of each row, from column A */
  columnCount: number;
  /** rows (`<row>` elements, the header's included) the sheet may hold */
  maxRows: number;
}

/**
 * Follows `<sheetData>`: each `<row>` becomes a SheetCells as wide as the template, each `<c>` within it
 * fills its column. `r` attributes are optional in the format: a row without one follows the previous
 * row, a cell without one the previous cell. Cells past the template's columns are not even collected.
 */
class SheetDataVisitor {
  readonly rows: SheetCells[] = [];
  private inSheetData = false;
  private row: SheetCells | undefined;
  private column = -1;
  private cell: CellContent | undefined;

  constructor(private readonly reading: SheetReading) {}

  open(name: string, attributes: Readonly<Record<string, string>>): void {
    if (name === 'sheetData') this.inSheetData = true;
    else if (!this.inSheetData) return;
    else if (name === 'row') this.openRow(attributes.r);
    else if (name === 'c') this.openCell(attributes);
    else this.cell?.open(name);
  }

  close(name: string): void {
    if (name === 'sheetData') this.inSheetData = false;
    else if (name === 'row') this.closeRow();
    else if (name === 'c') this.closeCell();
    else this.cell?.close(name);
  }

  text(text: string): void {
    this.cell?.text(text);
  }

  private openRow(reference: string | undefined): void {
    // refused on the row past the limit, before the rest of the sheet is unpacked
    if (this.rows.length >= this.reading.maxRows) throw new TooManyRows(`over ${this.reading.maxRows}`);
    const previous = this.rows.at(-1)?.rowNumber ?? 0;
    const rowNumber = reference === undefined ? previous + 1 : rowNumberOf(reference);
    this.row = { rowNumber, cells: new Array<string | undefined>(this.reading.columnCount).fill(undefined) };
    this.column = -1;
  }

  private closeRow(): void {
    if (this.row) this.rows.push(this.row);
    this.row = undefined;
  }

  private openCell(attributes: Readonly<Record<string, string>>): void {
    if (!this.row) return;
    this.column = attributes.r === undefined ? this.column + 1 : columnIndex(attributes.r);
    this.cell = this.column < this.reading.columnCount ? new CellContent(attributes) : undefined;
  }

  private closeCell(): void {
    if (this.row && this.cell) this.row.cells[this.column] = cellText(this.cell.raw(), this.reading);
    this.cell = undefined;
  }
}

/**
 * The rows of a sheet part as it streams by, holding only the template's cells of each row; throws
 * TooManyRows as soon as the sheet has more rows than `maxRows`. Every `<row>` is kept, the empty ones too
 * (the caller leaves those out), so each row keeps the number Excel shows.
 */
export async function readSheetRows(
  zip: Buffer,
  sheet: ZipEntry,
  reading: SheetReading,
): Promise<SheetCells[]> {
  const visitor = await walkPart(zip, sheet, () => new SheetDataVisitor(reading));
  return visitor.rows;
}
