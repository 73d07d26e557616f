import { createRequire } from 'node:module';
import path from 'node:path';
import type { ScriptRun } from './script-runs.ts';

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

export type FontWeight = 'regular' | 'bold';

/** Makes the script fonts known to a document (cheap: nothing is read until a text needs them). */
export function registerScriptFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(SCRIPT_FONTS)) doc.registerFont(name, file);
}

/** Helvetica writes WinAnsi only (Latin-1 and a few signs such as € and …): anything else prints as "?". */
const NOT_WIN_ANSI =
  /[^\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/g;

/**
 * Sara am (ำ) is drawn by the Thai font as two glyphs, nikhahit and sara aa; pdfkit maps a glyph back to the
 * first character it drew, so a later "า" would be extracted as nothing (copy, search, screen readers). Written
 * as its two parts (its compatibility decomposition, the same to the eye) every glyph maps to one character.
 */
const SARA_AM_PARTS = '\u0e4d\u0e32';

/** The font that writes a run of `script`, and the run's text as that font can write it. */
export function fontOfRun(run: ScriptRun, weight: FontWeight): { font: string; text: string } {
  if (run.script === 'cjk') return { font: `cjk-${weight}`, text: run.text };
  if (run.script === 'thai')
    return { font: `thai-${weight}`, text: run.text.replace(/\u0e33/g, SARA_AM_PARTS) };
  return {
    font: weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica',
    text: run.text.replace(NOT_WIN_ANSI, '?'),
  };
}
