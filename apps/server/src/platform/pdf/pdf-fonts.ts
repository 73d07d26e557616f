import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Fonts for names and addresses kept in Chinese or Thai, both SIL OFL from the npm registry: Noto Sans Hans
 * (Simplified Chinese, the GB2312 set) and Noto Sans Thai, each with Latin letters. pdfkit embeds only the
 * glyphs a document uses (a subset), so a PDF grows by a few kB; the files are read when first used.
 */
const cjkFolder = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
const thaiFolder = path.dirname(require.resolve('@expo-google-fonts/noto-sans-thai'));
const SCRIPT_FONTS = {
  'cjk-regular': path.join(cjkFolder, 'NotoSansHans-Regular.otf'),
  'cjk-bold': path.join(cjkFolder, 'NotoSansHans-Bold.otf'),
  'thai-regular': path.join(thaiFolder, '400Regular', 'NotoSansThai_400Regular.ttf'),
  'thai-bold': path.join(thaiFolder, '700Bold', 'NotoSansThai_700Bold.ttf'),
} as const;

/** Han ideographs, CJK punctuation, full-width forms: what Helvetica cannot write of a Chinese text. */
const CJK = /[\u2e80-\u2fdf\u3000-\u303f\u3100-\u312f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const THAI = /[\u0e00-\u0e7f]/;

export type FontWeight = 'regular' | 'bold';

/** Makes the script fonts known to a document (cheap: nothing is read until a text needs them). */
export function registerScriptFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(SCRIPT_FONTS)) doc.registerFont(name, file);
}

/** Helvetica writes Latin-1 only (WinAnsi): any other character prints as "?". */
function latin1(text: string): string {
  return text.replace(/[^\u0020-\u00ff]/g, '?');
}

/**
 * Sets the font that can write `value` and answers the text to write: a text with Chinese characters in
 * Noto Sans Hans, with Thai in Noto Sans Thai, anything else in Helvetica (the built-in font, no embedding).
 * One font per text: a text mixing Chinese and Thai prints its Thai as missing glyphs (not met in practice).
 */
export function fontFor(
  doc: PDFKit.PDFDocument,
  value: string | number | null | undefined,
  weight: FontWeight = 'regular',
): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (CJK.test(text)) doc.font(`cjk-${weight}`);
  else if (THAI.test(text)) doc.font(`thai-${weight}`);
  else {
    doc.font(weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
    return latin1(text);
  }
  return text;
}
