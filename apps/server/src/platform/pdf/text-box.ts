import { truncateToWidth, wrapLines } from './text-lines.ts';
import { lineMetrics, measureRuns, type TextStyle, textWidth } from './text-measure.ts';

/** Where a field may print, in points from the page's top left corner. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface BoxStyle extends TextStyle {
  /** the smallest size a text is shrunk to before it is cut with an ellipsis; `size` when not given */
  minSize?: number;
  /** several lines, broken at words, as the box's height allows */
  wrap?: boolean;
  align?: 'left' | 'right';
  color?: string;
  /**
   * How far below the box's top the first baseline sits, to line up with neighbours written in taller fonts
   * (sharedBaseline); the text's own ascent when that is more.
   */
  baseline?: number;
}

/** What a box prints: the size chosen and its lines, each within the box's width. */
export interface BoxLayout {
  size: number;
  lines: string[];
  /** the first line's baseline below the box's top */
  firstBaseline: number;
  lineHeight: number;
}

const SHRINK_STEP = 0.5;
/** Rounding of pdfkit's widths must not turn a text that fits into one that is cut. */
const TOLERANCE = 0.01;

/** Data arrives with tabs and line ends; a box prints words, so any white space is one space. */
function cleanText(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim();
}

/** Lowering the first baseline to a shared one takes that much of the box's height. */
function dropOf(ascent: number, style: Pick<BoxStyle, 'baseline'>): number {
  return Math.max(0, (style.baseline ?? 0) - ascent);
}

function linesAt(doc: PDFKit.PDFDocument, text: string, box: Box, style: BoxStyle, size: number) {
  const at = { size, weight: style.weight };
  const { ascent, lineHeight } = lineMetrics(doc, text, at);
  const drop = dropOf(ascent, style);
  const lines = style.wrap ? wrapLines(doc, text, box.width, at) : [text];
  const fits =
    drop + lines.length * lineHeight <= box.height + TOLERANCE &&
    lines.every((line) => textWidth(doc, line.trimEnd(), at) <= box.width + TOLERANCE);
  return { firstBaseline: ascent + drop, drop, lineHeight, lines, fits };
}

/**
 * How a text fits its box: at its size if it can, else at the largest size down to `minSize` (half-point
 * steps) at which it does, else at `minSize` with as many lines as the box holds (at least one), the last
 * cut with an ellipsis.
 */
export function layoutBox(
  doc: PDFKit.PDFDocument,
  value: string | number | null | undefined,
  box: Box,
  style: BoxStyle,
): BoxLayout {
  const text = cleanText(value);
  const minSize = Math.min(style.minSize ?? style.size, style.size);
  for (let size = style.size; size >= minSize - TOLERANCE; size -= SHRINK_STEP) {
    const layout = linesAt(doc, text, box, style, size);
    if (layout.fits)
      return {
        size,
        lines: layout.lines.map((line) => line.trimEnd()),
        firstBaseline: layout.firstBaseline,
        lineHeight: layout.lineHeight,
      };
  }
  const layout = linesAt(doc, text, box, style, minSize);
  const kept = Math.max(
    1,
    Math.min(layout.lines.length, Math.floor((box.height - layout.drop + TOLERANCE) / layout.lineHeight)),
  );
  const lines = layout.lines.slice(0, kept - 1).map((line) => line.trimEnd());
  const rest = layout.lines.slice(kept - 1).join('');
  lines.push(truncateToWidth(doc, rest, box.width, { size: minSize, weight: style.weight }));
  return { size: minSize, lines, firstBaseline: layout.firstBaseline, lineHeight: layout.lineHeight };
}

/** The height a text needs when wrapped at `width` in its size: a table row grows to its tallest cell. */
export function wrappedHeight(
  doc: PDFKit.PDFDocument,
  value: string | number | null | undefined,
  width: number,
  style: TextStyle & Pick<BoxStyle, 'baseline'>,
): number {
  const text = cleanText(value);
  const { ascent, lineHeight } = lineMetrics(doc, text, style);
  return dropOf(ascent, style) + wrapLines(doc, text, width, style).length * lineHeight;
}

/**
 * The baseline that texts side by side share (a row of a table, a caption and its value): below the tallest
 * of their fonts' ascents, so a Latin cell next to a Thai one does not sit higher.
 */
export function sharedBaseline(
  doc: PDFKit.PDFDocument,
  texts: Array<{ value: string | number | null | undefined; style: TextStyle }>,
): number {
  return Math.max(0, ...texts.map(({ value, style }) => lineMetrics(doc, cleanText(value), style).ascent));
}

/**
 * Writes a text in its box, never outside it: fitted (shrunk, then cut with an ellipsis) or wrapped. Each line
 * is written run by run in the runs' fonts on one baseline, advancing x by the measured widths.
 */
export function writeInBox(
  doc: PDFKit.PDFDocument,
  value: string | number | null | undefined,
  box: Box,
  style: BoxStyle,
): BoxLayout {
  const layout = layoutBox(doc, value, box, style);
  const at = { size: layout.size, weight: style.weight };
  doc.fillColor(style.color ?? '#000');
  layout.lines.forEach((line, index) => {
    const runs = measureRuns(doc, line, at);
    const width = runs.reduce((sum, run) => sum + run.width, 0);
    let x = style.align === 'right' ? box.x + box.width - width : box.x;
    const baseline = box.y + layout.firstBaseline + index * layout.lineHeight;
    for (const run of runs) {
      doc
        .font(run.font)
        .fontSize(layout.size)
        .text(run.text, x, baseline, { baseline: 'alphabetic', lineBreak: false });
      x += run.width;
    }
  });
  doc.fillColor('#000');
  return layout;
}
