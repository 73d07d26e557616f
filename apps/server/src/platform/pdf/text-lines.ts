import { type TextStyle, textWidth } from './text-measure.ts';

export const ELLIPSIS = '\u2026';

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });
/** ICU's word breaks: Thai is written without spaces and Chinese between any two words. */
const words = new Intl.Segmenter('th', { granularity: 'word' });
const SPACE_AT_END = /\s$/;
const BREAKS_AROUND = /[\u0e00-\u0e7f\u2e80-\u2fdf\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
/** Chinese punctuation stays with the word before it. */
const NO_BREAK_BEFORE = /^[\u3000-\u303f\uff00-\uffef]/;

/**
 * The pieces a line may break after: after white space and around Thai and Chinese words; never inside a
 * Latin word, so "PO-2026-000123" and "A-900" stay whole. The pieces joined give the text back.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let previousBreaksAround = false;
  for (const { segment } of words.segment(text)) {
    const breaksAround = BREAKS_AROUND.test(segment);
    const mayBreakBefore = (breaksAround || previousBreaksAround) && !NO_BREAK_BEFORE.test(segment);
    if (current && mayBreakBefore) {
      pieces.push(current);
      current = '';
    }
    current += segment;
    if (SPACE_AT_END.test(segment)) {
      pieces.push(current);
      current = '';
    }
    if (!/^\s+$/.test(segment)) previousBreaksAround = breaksAround;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** A piece wider than a whole line is cut between characters (graphemes: a Thai vowel stays on its letter). */
function cutToWidth(doc: PDFKit.PDFDocument, piece: string, width: number, style: TextStyle): string[] {
  const parts: string[] = [];
  let current = '';
  for (const { segment } of graphemes.segment(piece)) {
    if (current && textWidth(doc, current + segment, style) > width) {
      parts.push(current);
      current = '';
    }
    current += segment;
  }
  if (current) parts.push(current);
  return parts;
}

/**
 * The text wrapped to `width`: greedy, at the break pieces, trailing spaces not counted. Each line is the
 * exact slice of the text (spaces included), so the lines joined give the text back.
 */
export function wrapLines(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of breakPieces(text)) {
    if (textWidth(doc, (line + piece).trimEnd(), style) <= width) {
      line += piece;
      continue;
    }
    if (line) lines.push(line);
    const parts =
      textWidth(doc, piece.trimEnd(), style) <= width ? [piece] : cutToWidth(doc, piece, width, style);
    line = parts.pop() ?? '';
    lines.push(...parts);
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * The longest start of the text that fits `width` with an ellipsis after it, cut between graphemes; the
 * text itself when it fits. Nothing at all when not even the ellipsis fits.
 */
export function truncateToWidth(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: TextStyle,
): string {
  const whole = text.trimEnd();
  if (textWidth(doc, whole, style) <= width) return whole;
  const units = [...graphemes.segment(whole)].map((entry) => entry.segment);
  const shortened = (count: number) => `${units.slice(0, count).join('').trimEnd()}${ELLIPSIS}`;
  let low = 0;
  let high = units.length - 1;
  if (textWidth(doc, shortened(0), style) > width) return '';
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (textWidth(doc, shortened(middle), style) <= width) low = middle;
    else high = middle - 1;
  }
  return shortened(low);
}
