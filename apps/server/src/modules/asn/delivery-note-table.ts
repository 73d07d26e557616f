import type { AsnDetailLine } from '@portal/contract/asn';
import { meaningfulDecimals } from '../../platform/decimal.ts';
import { type BoxStyle, sharedBaseline, wrappedHeight, writeInBox } from '../../platform/pdf/text-box.ts';
import { lineMetrics, type TextStyle } from '../../platform/pdf/text-measure.ts';

interface Column {
  title: string;
  width: number;
  /** a description wraps within its row; identifiers and numbers stay on one line, shrunk to fit */
  wrap?: boolean;
  align?: 'right';
}

/** 515 points, the A4 width inside the margins; Order No holds a 19-character number at 8 pt. */
const COLUMNS: Column[] = [
  { title: 'Item', width: 24, align: 'right' },
  { title: 'Order No', width: 94 },
  { title: 'Line', width: 28 },
  { title: 'Part No', width: 84 },
  { title: 'Description', width: 135, wrap: true },
  { title: 'Qty', width: 52, align: 'right' },
  { title: 'UoM', width: 32 },
  { title: 'Batch', width: 66 },
];

export const TABLE_LEFT = 40;
export const TABLE_RIGHT = TABLE_LEFT + COLUMNS.reduce((sum, column) => sum + column.width, 0);
const CELL_PADDING_X = 2;
const CELL_PADDING_Y = 1.5;
const TEXT: TextStyle = { size: 8 };
const MIN_SIZE = 6;
/** A description longer than this many lines is cut with an ellipsis, so one line never fills a page. */
const MAX_WRAPPED_LINES = 4;

export type RowCells = string[];

/** The cells of an ASN line as printed: quantities with their meaningful decimals only. */
export function lineCells(line: AsnDetailLine, index: number): RowCells {
  const quantity = line.asnQty === null ? '' : meaningfulDecimals(line.asnQty);
  return [
    String(index + 1),
    line.orderNo,
    line.lineNo,
    line.partNo,
    line.partDesc ?? '',
    quantity,
    line.uom,
    line.lotNo ?? '',
  ];
}

export const HEADER_CELLS: RowCells = COLUMNS.map((column) => column.title);

export interface RowSize {
  height: number;
  /** the baseline all cells share, below the row's top padding */
  baseline: number;
}

function cellStyle(column: Column, bold: boolean, baseline: number): BoxStyle {
  const weight = bold ? 'bold' : 'regular';
  return column.wrap
    ? { ...TEXT, weight, wrap: true, baseline }
    : { ...TEXT, weight, minSize: MIN_SIZE, align: column.align, baseline };
}

/**
 * A row is as tall as its tallest cell (a wrapped description up to its line limit, or one line), its cells
 * sharing one baseline whatever their scripts.
 */
export function measureRow(doc: PDFKit.PDFDocument, cells: RowCells, bold = false): RowSize {
  const style = { ...TEXT, weight: bold ? ('bold' as const) : ('regular' as const) };
  const baseline = sharedBaseline(
    doc,
    cells.map((value) => ({ value, style })),
  );
  const heights = COLUMNS.map((column, index) => {
    const text = cells[index] ?? '';
    const { ascent, lineHeight } = lineMetrics(doc, text, style);
    const oneLine = baseline - ascent + lineHeight;
    if (!column.wrap) return oneLine;
    const wrapped = wrappedHeight(doc, text, column.width - 2 * CELL_PADDING_X, { ...style, baseline });
    return Math.min(wrapped, oneLine + (MAX_WRAPPED_LINES - 1) * lineHeight);
  });
  return { height: Math.max(...heights) + 2 * CELL_PADDING_Y, baseline };
}

/** Writes a row's cells each in its own box, as tall as the row (measureRow) from `y`. */
export function writeRow(
  doc: PDFKit.PDFDocument,
  cells: RowCells,
  y: number,
  row: RowSize,
  bold = false,
): void {
  let x = TABLE_LEFT;
  COLUMNS.forEach((column, index) => {
    const box = {
      x: x + CELL_PADDING_X,
      y: y + CELL_PADDING_Y,
      width: column.width - 2 * CELL_PADDING_X,
      height: row.height - 2 * CELL_PADDING_Y,
    };
    writeInBox(doc, cells[index] ?? '', box, cellStyle(column, bold, row.baseline));
    x += column.width;
  });
}
