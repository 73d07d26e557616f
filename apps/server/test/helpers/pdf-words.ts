import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A word as poppler places it on the page (points from the top left), read from the PDF's content. */
export interface PdfWord {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

function withPdfFile<T>(pdf: Buffer, read: (file: string, folder: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'pdf-words-'));
  try {
    const file = path.join(folder, 'in.pdf');
    writeFileSync(file, pdf);
    return read(file, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Every word of every page with its box, by `pdftotext -bbox-layout` (poppler-utils). */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const html = withPdfFile(pdf, (file, folder) => {
    const out = path.join(folder, 'out.html');
    execFileSync('pdftotext', ['-bbox-layout', file, out]);
    return readFileSync(out, 'utf8');
  });
  const words: PdfWord[] = [];
  html
    .split(/<page /)
    .slice(1)
    .forEach((page, index) => {
      for (const match of page.matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
      )) {
        const [, xMin = '0', yMin = '0', xMax = '0', yMax = '0', text = ''] = match;
        words.push({
          page: index + 1,
          text: unescapeXml(text),
          xMin: +xMin,
          yMin: +yMin,
          xMax: +xMax,
          yMax: +yMax,
        });
      }
    });
  return words;
}

/** The text of each page in the order the content stream writes it (`pdftotext -raw`), pages split. */
export function pdfPagesText(pdf: Buffer): string[] {
  const text = withPdfFile(pdf, (file) => execFileSync('pdftotext', ['-raw', file, '-']).toString('utf8'));
  return text.split('\f').slice(0, -1);
}

/**
 * Pairs of words on one page whose boxes cover each other by more than `tolerance` points both across and
 * down: text printed over text. Adjacent glyphs of a kerned or marked word may touch by a fraction of a point.
 */
export function overlappingWords(words: PdfWord[], tolerance = 0.5): Array<[PdfWord, PdfWord]> {
  const pairs: Array<[PdfWord, PdfWord]> = [];
  for (const [index, a] of words.entries()) {
    for (const b of words.slice(index + 1)) {
      if (a.page !== b.page) continue;
      const across = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const down = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (across > tolerance && down > tolerance) pairs.push([a, b]);
    }
  }
  return pairs;
}
