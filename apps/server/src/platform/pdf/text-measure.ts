import { type FontWeight, fontOfRun } from './pdf-fonts.ts';
import { scriptRuns } from './script-runs.ts';

export interface TextStyle {
  /** font size in points */
  size: number;
  weight?: FontWeight;
}

/** A run of a line ready to write: its font, the text that font writes, and its width in points. */
export interface MeasuredRun {
  font: string;
  text: string;
  width: number;
}

/** Where a line's baseline sits below its top, and how far the next line starts below it (points). */
export interface LineMetrics {
  ascent: number;
  lineHeight: number;
}

/** pdfkit keeps the current font's metrics (per 1000 of the size) on a field its typings leave out. */
interface FontUnits {
  ascender: number;
  descender: number;
}

function currentFontUnits(doc: PDFKit.PDFDocument): FontUnits {
  const font = (doc as unknown as { _font?: Partial<FontUnits> })._font;
  return { ascender: font?.ascender ?? 800, descender: font?.descender ?? -200 };
}

/** The text's script runs in their fonts, each measured with pdfkit's widthOfString in that font. */
export function measureRuns(doc: PDFKit.PDFDocument, text: string, style: TextStyle): MeasuredRun[] {
  return scriptRuns(text).map((run) => {
    const { font, text: written } = fontOfRun(run, style.weight ?? 'regular');
    doc.font(font).fontSize(style.size);
    return { font, text: written, width: doc.widthOfString(written) };
  });
}

/** The width of a text written run by run in its fonts. */
export function textWidth(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return measureRuns(doc, text, style).reduce((sum, run) => sum + run.width, 0);
}

/**
 * One set of metrics for every line of a text: the tallest of the fonts it uses (a Chinese font stands
 * taller than Helvetica), so lines keep one baseline across runs and the next line never reaches into this one.
 */
export function lineMetrics(doc: PDFKit.PDFDocument, text: string, style: TextStyle): LineMetrics {
  let ascent = 0;
  let lineHeight = 0;
  const fonts = new Set(measureRuns(doc, text || ' ', style).map((run) => run.font));
  for (const font of fonts) {
    doc.font(font).fontSize(style.size);
    const units = currentFontUnits(doc);
    ascent = Math.max(ascent, (units.ascender / 1000) * style.size);
    lineHeight = Math.max(
      lineHeight,
      doc.currentLineHeight(true),
      ((units.ascender - units.descender) / 1000) * style.size,
    );
  }
  return { ascent, lineHeight };
}
