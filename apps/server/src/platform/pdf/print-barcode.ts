import { deflateSync } from 'node:zlib';
import {
  DEFAULT_LABEL_PRINTER_DPI,
  LABEL_PRINTER_DPIS,
  type LabelPrinterDpi,
} from '@portal/contract/companies';
import bwipjs from 'bwip-js/node';

/**
 * Barcodes for printers that print in dots (thermal label printers, 203 or 300 dpi). A scanner reads a
 * bar only when every module is the same number of dots: scaled to fit a box, a module of 1.74 dots
 * prints as 1 or 2 dots by chance and the code no longer decodes. So each barcode is made as a bitmap
 * with one pixel per printer dot and a whole number of dots per module, and placed on the page at its
 * exact size, on the dot grid.
 */

/** The resolutions label printers come in (203 dpi, 8 dots/mm, is the common one); the contract names them. */
export const PRINTER_DPIS = LABEL_PRINTER_DPIS;
export type PrinterDpi = LabelPrinterDpi;
export const DEFAULT_PRINTER_DPI: PrinterDpi = DEFAULT_LABEL_PRINTER_DPI;

/** Quiet zones the standards ask for, in modules: ISO/IEC 15417 (Code 128) and 18004 (QR). */
export const CODE128_QUIET_MODULES = 10;
export const QR_QUIET_MODULES = 4;

/** A barcode ready to print: a PNG with one pixel per printer dot, and its size on the page in points. */
export interface PrintBarcode {
  png: Buffer;
  /** pixels = printer dots, quiet zones included */
  widthDots: number;
  heightDots: number;
  /** widthDots / dpi * 72, so the PDF neither stretches nor shrinks the bitmap */
  widthPt: number;
  heightPt: number;
  dotsPerModule: number;
  /** modules across, quiet zones included */
  modules: number;
  dpi: PrinterDpi;
}

export class BarcodeTooWideError extends Error {
  constructor(text: string, modules: number, maxDots: number) {
    super(`barcode of "${text}" needs ${modules} modules, the box has room for ${maxDots} dots`);
  }
}

const POINTS_PER_INCH = 72;
const MM_PER_INCH = 25.4;

export const dotsToPt = (dots: number, dpi: PrinterDpi) => (dots * POINTS_PER_INCH) / dpi;
const ptToDots = (pt: number, dpi: PrinterDpi) => Math.floor((pt * dpi) / POINTS_PER_INCH + 1e-9);
const mmToDots = (mm: number, dpi: PrinterDpi) => Math.floor((mm * dpi) / MM_PER_INCH + 1e-9);

/** A position moved onto the printer's dot grid, so module edges fall on dot edges. */
export function snapToDots(pt: number, dpi: PrinterDpi): number {
  return dotsToPt(Math.round((pt * dpi) / POINTS_PER_INCH), dpi);
}

/** Code 128 as dark (true) and light modules, start to stop character, without quiet zones. */
export function code128Modules(text: string): boolean[] {
  const [symbol] = bwipjs.raw('code128', text, '');
  if (!symbol || !('sbs' in symbol)) throw new Error('bwip-js gave no Code 128 pattern');
  // sbs: widths of bar, space, bar, ... in modules
  return symbol.sbs.flatMap((width, index) => Array<boolean>(width).fill(index % 2 === 0));
}

/** QR code (error correction M) as rows of dark (true) and light modules, without quiet zone. */
export function qrModules(text: string): boolean[][] {
  const [symbol] = bwipjs.raw('qrcode', text, 'eclevel=M');
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js gave no QR matrix');
  const rows: boolean[][] = [];
  for (let y = 0; y < symbol.pixy; y++) {
    rows.push(symbol.pixs.slice(y * symbol.pixx, (y + 1) * symbol.pixx).map((pixel) => pixel === 1));
  }
  return rows;
}

/** The most whole dots a module may take: as many as fit the box, no more than the largest module wanted. */
function dotsPerModule(
  text: string,
  modules: number,
  maxWidthPt: number,
  maxModuleMm: number,
  dpi: PrinterDpi,
) {
  const maxDots = ptToDots(maxWidthPt, dpi);
  const fitting = Math.floor(maxDots / modules);
  if (fitting < 1) throw new BarcodeTooWideError(text, modules, maxDots);
  return Math.max(1, Math.min(fitting, mmToDots(maxModuleMm, dpi)));
}

export interface Code128Options {
  dpi: PrinterDpi;
  /** room across, quiet zones included */
  maxWidthPt: number;
  /** height of the bars */
  heightPt: number;
  /** the widest module wanted; transport labels use 0.25 to 0.5 mm */
  maxModuleMm?: number;
}

/** Code 128 of `text` with 10-module quiet zones, each module the same whole number of dots. */
export function printCode128(text: string, options: Code128Options): PrintBarcode {
  const { dpi, maxWidthPt, heightPt, maxModuleMm = 0.5 } = options;
  const bars = code128Modules(text);
  const modules = bars.length + 2 * CODE128_QUIET_MODULES;
  const dots = dotsPerModule(text, modules, maxWidthPt, maxModuleMm, dpi);
  const quiet = Array<boolean>(CODE128_QUIET_MODULES).fill(false);
  const row = [...quiet, ...bars, ...quiet].flatMap((dark) => Array<boolean>(dots).fill(dark));
  const heightDots = Math.max(1, ptToDots(heightPt, dpi));
  return finish(
    grayPng(row.length, heightDots, (x) => row[x] ?? false),
    dots,
    modules,
    dpi,
  );
}

export interface QrOptions {
  dpi: PrinterDpi;
  /** room across and down, quiet zone included */
  maxSizePt: number;
  /** the largest cell wanted */
  maxModuleMm?: number;
}

/** QR code of `text` with a 4-module quiet zone, each cell the same whole number of dots across and down. */
export function printQr(text: string, options: QrOptions): PrintBarcode {
  const { dpi, maxSizePt, maxModuleMm = 1 } = options;
  const matrix = qrModules(text);
  const modules = matrix.length + 2 * QR_QUIET_MODULES;
  const dots = dotsPerModule(text, modules, maxSizePt, maxModuleMm, dpi);
  const side = modules * dots;
  const cell = (dot: number) => Math.floor(dot / dots) - QR_QUIET_MODULES;
  return finish(
    grayPng(side, side, (x, y) => matrix[cell(y)]?.[cell(x)] ?? false),
    dots,
    modules,
    dpi,
  );
}

function finish(
  png: { png: Buffer; width: number; height: number },
  dotsPerModule: number,
  modules: number,
  dpi: PrinterDpi,
): PrintBarcode {
  return {
    png: png.png,
    widthDots: png.width,
    heightDots: png.height,
    widthPt: dotsToPt(png.width, dpi),
    heightPt: dotsToPt(png.height, dpi),
    dotsPerModule,
    modules,
    dpi,
  };
}

/** Draws a barcode at (x, y) moved onto the dot grid, at exactly its size; answers where it went. */
export function drawBarcode(doc: PDFKit.PDFDocument, barcode: PrintBarcode, x: number, y: number) {
  const left = snapToDots(x, barcode.dpi);
  const top = snapToDots(y, barcode.dpi);
  doc.image(barcode.png, left, top, { width: barcode.widthPt, height: barcode.heightPt });
  return { x: left, y: top, width: barcode.widthPt, height: barcode.heightPt };
}

// ---- a minimal PNG writer: 8-bit grayscale, black and white only (no package needed for so little) ----

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function grayPng(width: number, height: number, dark: (x: number, y: number) => boolean) {
  const raw = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) if (dark(x, y)) raw[row + 1 + x] = 0;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, grayscale, deflate, no filter, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { png, width, height };
}
