import { describe, expect, it } from 'vitest';
import { overlappingWords, pdfPagesText, pdfWords } from '../../../test/helpers/pdf-words.ts';
import { newPdf, pdfBuffer } from './pdf-document.ts';
import { scriptRuns } from './script-runs.ts';
import { layoutBox, sharedBaseline, wrappedHeight, writeInBox } from './text-box.ts';
import { breakPieces, ELLIPSIS } from './text-lines.ts';
import { textWidth } from './text-measure.ts';

const MIXED = '座椅面套 ผ้าหุ้มเบาะ Seat cover';
const LONG_DESCRIPTION = `${'Seat cover rear row grey fabric with stitching '.repeat(3)}`.slice(0, 100);

describe('script runs', () => {
  it('cuts Chinese, Thai and Latin into runs that give the text back', () => {
    expect(scriptRuns(MIXED)).toEqual([
      { script: 'cjk', text: '座椅面套 ' },
      { script: 'thai', text: 'ผ้าหุ้มเบาะ ' },
      { script: 'latin', text: 'Seat cover' },
    ]);
    expect(scriptRuns('  12 件')).toEqual([
      { script: 'latin', text: '  12 ' },
      { script: 'cjk', text: '件' },
    ]);
    expect(scriptRuns('')).toEqual([]);
  });
});

describe('line breaks', () => {
  it('never breaks inside a Latin word such as an order number, but between Thai and Chinese words', () => {
    expect(breakPieces('PO-2026-0000000123 A-900')).toEqual(['PO-2026-0000000123 ', 'A-900']);
    const pieces = breakPieces('ผ้าหุ้มเบาะรถยนต์');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe('ผ้าหุ้มเบาะรถยนต์');
  });
});

describe('text boxes', () => {
  const doc = newPdf({ size: 'A4' });
  const box = { x: 0, y: 0, width: 90, height: 14 };

  it('keeps a text that fits at its size', () => {
    expect(layoutBox(doc, 'A-900', box, { size: 11, minSize: 7 })).toMatchObject({
      size: 11,
      lines: ['A-900'],
    });
  });

  it('shrinks a text that is too wide, down to the minimum size', () => {
    const text = 'PO-2026-00000000123';
    const layout = layoutBox(doc, text, box, { size: 11, minSize: 6 });
    expect(layout.size).toBeLessThan(11);
    expect(layout.lines).toEqual([text]);
    expect(textWidth(doc, text, { size: layout.size })).toBeLessThanOrEqual(box.width);
  });

  it('cuts a text that does not fit at the minimum size with an ellipsis, within the width', () => {
    const layout = layoutBox(doc, LONG_DESCRIPTION, box, { size: 11, minSize: 7, weight: 'bold' });
    const [line = ''] = layout.lines;
    expect(layout).toMatchObject({ size: 7, lines: [expect.stringMatching(/^Seat cover .*…$/)] });
    expect(textWidth(doc, line, { size: 7, weight: 'bold' })).toBeLessThanOrEqual(box.width);
  });

  it('wraps within the box and cuts the last line the box holds', () => {
    const tall = { ...box, height: 20 };
    const layout = layoutBox(doc, LONG_DESCRIPTION, tall, { size: 8, wrap: true });
    expect(layout.lines.length * layout.lineHeight).toBeLessThanOrEqual(tall.height);
    expect(layout.lines.at(-1)?.endsWith(ELLIPSIS)).toBe(true);
    const free = layoutBox(doc, LONG_DESCRIPTION, { ...box, height: 500 }, { size: 8, wrap: true });
    expect(free.lines.join(' ')).toBe(LONG_DESCRIPTION.trim());
    expect(wrappedHeight(doc, LONG_DESCRIPTION, box.width, { size: 8 })).toBe(
      free.lines.length * free.lineHeight,
    );
  });

  it('prints nothing rather than outside a box too narrow for an ellipsis, and empty for no value', () => {
    expect(layoutBox(doc, 'ABC', { ...box, width: 2 }, { size: 8 }).lines).toEqual(['']);
    expect(layoutBox(doc, null, box, { size: 8 }).lines).toEqual(['']);
  });

  it('writes each script in its font, so Thai next to Chinese is extracted as written', async () => {
    const pdf = newPdf({ size: 'A4' });
    writeInBox(pdf, MIXED, { x: 40, y: 40, width: 300, height: 20 }, { size: 11 });
    writeInBox(
      pdf,
      `${MIXED} ${LONG_DESCRIPTION}`,
      { x: 40, y: 70, width: 100, height: 200 },
      { size: 8, wrap: true },
    );
    writeInBox(pdf, LONG_DESCRIPTION, { x: 150, y: 70, width: 100, height: 12 }, { size: 11, minSize: 7 });
    const bytes = await pdfBuffer(pdf);
    const [page = ''] = pdfPagesText(bytes);
    expect(page.split('\n')[0]).toBe(MIXED);
    expect(overlappingWords(pdfWords(bytes))).toEqual([]);
  });

  it('extracts Thai sara am as its two parts, and a later sara aa still as itself', async () => {
    const pdf = newPdf({ size: 'A4' });
    writeInBox(pdf, 'จำกัด บางนา', { x: 40, y: 40, width: 300, height: 30 }, { size: 11 });
    const [page = ''] = pdfPagesText(await pdfBuffer(pdf));
    expect(page.trim().normalize('NFKC')).toBe('จำกัด บางนา'.normalize('NFKC'));
  });

  it('puts texts side by side in different scripts on one baseline', async () => {
    const pdf = newPdf({ size: 'A4' });
    const texts = [
      { value: 'Carrier', style: { size: 9, weight: 'bold' as const } },
      { value: 'บริษัท ขนส่ง', style: { size: 9 } },
    ];
    const baseline = sharedBaseline(pdf, texts);
    texts.forEach(({ value, style }, index) => {
      writeInBox(pdf, value, { x: 40 + index * 100, y: 40, width: 90, height: 20 }, { ...style, baseline });
    });
    const [latin, thai] = pdfWords(await pdfBuffer(pdf));
    expect(latin?.text).toBe('Carrier');
    expect(thai?.yMin).toBeLessThan(latin?.yMin ?? 0);
    // Helvetica's descent is 0.207 of the size and Noto Sans Thai's deeper: both baselines at 40 + baseline
    expect((latin?.yMax ?? 0) - 0.207 * 9).toBeCloseTo(40 + baseline, 1);
  });
});
