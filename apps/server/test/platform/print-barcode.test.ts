import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  BarcodeTooWideError,
  CODE128_QUIET_MODULES,
  code128Modules,
  PRINTER_DPIS,
  printCode128,
  printQr,
  QR_QUIET_MODULES,
  qrModules,
  snapToDots,
} from '../../src/platform/pdf/print-barcode.ts';

/** The pixels of an 8-bit grayscale PNG without filters, as rows of dark (true) and light. */
function pixelsOf(png: Buffer): boolean[][] {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  expect(png.subarray(24, 26)).toEqual(Buffer.from([8, 0]));
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    if (png.toString('latin1', offset + 4, offset + 8) === 'IDAT') {
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    }
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  return Array.from({ length: height }, (_, y) =>
    Array.from({ length: width }, (_, x) => raw[y * (width + 1) + 1 + x] === 0),
  );
}

/** Lengths of the runs of equal pixels in a row. */
function runs(row: boolean[]): number[] {
  const lengths: number[] = [];
  let last: boolean | undefined;
  for (const pixel of row) {
    if (pixel === last) lengths[lengths.length - 1] = (lengths.at(-1) ?? 0) + 1;
    else lengths.push(1);
    last = pixel;
  }
  return lengths;
}

const PACKAGE_NO = 'ASN-SS01-20261126-0001-007';

describe('Code 128 in whole printer dots', () => {
  it.each(PRINTER_DPIS)('at %i dpi every module is the same whole number of dots', (dpi) => {
    const barcode = printCode128(PACKAGE_NO, { dpi, maxWidthPt: 250, heightPt: 40 });
    const modules = code128Modules(PACKAGE_NO);
    expect(barcode.modules).toBe(modules.length + 2 * CODE128_QUIET_MODULES);
    expect(barcode.widthDots).toBe(barcode.modules * barcode.dotsPerModule);
    expect(barcode.widthPt).toBeCloseTo((barcode.modules * barcode.dotsPerModule * 72) / dpi, 9);
    expect(barcode.widthPt).toBeLessThanOrEqual(250);
    const pixels = pixelsOf(barcode.png);
    expect(pixels).toHaveLength(barcode.heightDots);
    const [first = []] = pixels;
    // every row equal: bars are full height
    for (const row of pixels) expect(row).toEqual(first);
    const lengths = runs(first);
    for (const length of lengths) expect(length % barcode.dotsPerModule).toBe(0);
    // quiet zones: light, 10 modules each side
    const quiet = CODE128_QUIET_MODULES * barcode.dotsPerModule;
    expect(lengths[0]).toBe(quiet);
    expect(lengths.at(-1)).toBe(quiet);
    expect(first.slice(quiet, quiet + barcode.dotsPerModule).every(Boolean)).toBe(true);
  });

  it('takes as many dots a module as fit the box, never more than the largest module asked for', () => {
    const wide = printCode128('12345678', { dpi: 203, maxWidthPt: 400, heightPt: 20 });
    // 0.5 mm at 203 dpi is 3.99 dots: 3 whole dots
    expect(wide.dotsPerModule).toBe(3);
    const narrow = printCode128(PACKAGE_NO, { dpi: 203, maxWidthPt: 130, heightPt: 20 });
    expect(narrow.dotsPerModule).toBe(1);
    expect(narrow.widthPt).toBeLessThanOrEqual(130);
  });

  it('refuses a text whose modules do not fit the box even at one dot each', () => {
    expect(() => printCode128(PACKAGE_NO, { dpi: 203, maxWidthPt: 60, heightPt: 20 })).toThrow(
      BarcodeTooWideError,
    );
  });
});

describe('QR code in whole printer dots', () => {
  it.each(PRINTER_DPIS)(
    'at %i dpi every cell is the same whole number of dots, 4 cells of quiet zone',
    (dpi) => {
      const text = `ASN-1|P-100|12.5|${PACKAGE_NO}`;
      const barcode = printQr(text, { dpi, maxSizePt: 120 });
      const matrix = qrModules(text);
      const dots = barcode.dotsPerModule;
      expect(barcode.modules).toBe(matrix.length + 2 * QR_QUIET_MODULES);
      expect(barcode.widthDots).toBe(barcode.modules * dots);
      expect(barcode.heightDots).toBe(barcode.widthDots);
      expect(barcode.widthPt).toBeLessThanOrEqual(120);
      const pixels = pixelsOf(barcode.png);
      const expected = pixels.map((row, y) =>
        row.map((_, x) => {
          const cellX = Math.floor(x / dots) - QR_QUIET_MODULES;
          const cellY = Math.floor(y / dots) - QR_QUIET_MODULES;
          return matrix[cellY]?.[cellX] ?? false;
        }),
      );
      expect(pixels).toStrictEqual(expected);
      // the quiet zone is light all round
      const quiet = QR_QUIET_MODULES * dots;
      expect(pixels.slice(0, quiet).flat().some(Boolean)).toBe(false);
      expect(pixels.flatMap((row) => row.slice(-quiet)).some(Boolean)).toBe(false);
    },
  );
});

describe('dot grid', () => {
  it('moves a position onto the nearest printer dot', () => {
    expect(snapToDots(16, 203)).toBeCloseTo((45 * 72) / 203, 9);
    expect(snapToDots(72, 300)).toBe(72);
  });
});
